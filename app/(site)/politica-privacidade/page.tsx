import type { Metadata } from 'next';
import { LegalPage, legalPageTitle } from '@/components/site/legal-page';

export async function generateMetadata(): Promise<Metadata> {
  return { title: await legalPageTitle('politica-privacidade') };
}

export default function PrivacyPolicyPage() {
  return <LegalPage section="politica-privacidade" />;
}
