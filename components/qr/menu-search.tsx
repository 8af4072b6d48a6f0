'use client';

import { useId, useState } from 'react';
import { searchText } from '@/lib/search-text';
import { inputClass } from '@/components/ui/form-styles';

/**
 * The menu's search: hides the server-rendered items (data-menu-item holds their text without
 * accents) that do not match, and the categories left empty. The list works without it.
 */
export function MenuSearch({ label, hint, noResults }: { label: string; hint: string; noResults: string }) {
  const id = useId();
  const [empty, setEmpty] = useState(false);

  const filter = (value: string) => {
    const words = searchText(value).split(/\s+/).filter(Boolean);
    let count = 0;
    for (const section of document.querySelectorAll<HTMLElement>('[data-menu-category]')) {
      let visible = 0;
      for (const item of section.querySelectorAll<HTMLElement>('[data-menu-item]')) {
        const match = words.every((w) => item.dataset.menuItem!.includes(w));
        item.hidden = !match;
        if (match) visible++;
      }
      section.hidden = visible === 0;
      count += visible;
    }
    setEmpty(count === 0);
  };

  return (
    <div role="search">
      <label htmlFor={id} className="block text-lg font-semibold text-earth-dark">
        {label}
      </label>
      <input id={id} type="search" onChange={(e) => filter(e.target.value)} aria-describedby={`${id}-hint`} className={`mt-1 ${inputClass}`} />
      <p id={`${id}-hint`} className="mt-1 text-sm text-earth-dark">
        {hint}
      </p>
      <p role="status" className="mt-1 font-semibold text-earth-dark">
        {empty ? noResults : ''}
      </p>
    </div>
  );
}
