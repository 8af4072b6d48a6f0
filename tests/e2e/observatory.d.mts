export interface ObservatoryScan {
  grade: string;
  score: number;
  tests: Record<string, { result: string | null; pass: boolean | null; modifier: number }>;
}
export declare function observatoryScan(url: string): Promise<ObservatoryScan>;
