import { settingsStrings as t } from '@/lib/i18n/nb/settings';
import { SETTINGS_SECTIONS, sectionElementId, sectionTitle } from '../model/sections';

/** Links to the sections; following one scrolls there and puts the keyboard focus on its heading. */
export function SectionNav() {
  return (
    <nav aria-label={t.nav} className="md:sticky md:top-4 md:self-start">
      <ul className="flex flex-wrap gap-1 md:flex-col">
        {SETTINGS_SECTIONS.map((id) => (
          <li key={id}>
            <a
              href={`#${sectionElementId(id)}`}
              className="block rounded-md px-3 py-1.5 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              onClick={(event) => {
                const heading = document.getElementById(`${sectionElementId(id)}-title`);
                if (!heading) return;
                event.preventDefault();
                heading.scrollIntoView({ block: 'start' });
                heading.focus({ preventScroll: true });
              }}
            >
              {sectionTitle(id)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
