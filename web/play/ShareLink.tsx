/** The match's link with a copy button: sending it is how a friend joins. */
import { useState } from 'react';

/** `focus`: the Copy button takes the focus when shown (what a match's creator does next). */
export function ShareLink({ url, focus = false }: { url: string; focus?: boolean }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2_000);
    } catch {
      // No clipboard (insecure origin, old browser): the field is selected for a manual copy.
      document.getElementById('share-link')?.focus();
    }
  };
  return (
    <div className="share">
      <label htmlFor="share-link">Invite link</label>
      <input id="share-link" readOnly value={url} onFocus={(e) => e.target.select()} />
      <button type="button" onClick={() => void copy()} autoFocus={focus}>
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  );
}
