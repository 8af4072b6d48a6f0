import type { Metadata } from 'next';
import { LegalPage, legalPageTitle } from '@/components/site/legal-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await legalPageTitle('termos-uso') };
}

export default function TermsOfUsePage() {
  return <LegalPage section="termos-uso" />;
}
