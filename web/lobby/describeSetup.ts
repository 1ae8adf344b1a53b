/** A short summary of a match's options from its setupData, for lists ("Standard · 12 VP"). */
export function describeSetup(setupData: unknown): string {
  if (typeof setupData !== 'object' || setupData === null) return '';
  const parts: string[] = [];
  const data = setupData as Record<string, unknown>;
  if (data.mode === 'beginner') parts.push('Beginner');
  else if (data.mode === 'standard' || typeof data.targetVP === 'number')
    parts.push(`To ${typeof data.targetVP === 'number' ? data.targetVP : 12} VP`);
  if (data.edition === 'first') parts.push('First edition');
  return parts.join(' · ');
}
