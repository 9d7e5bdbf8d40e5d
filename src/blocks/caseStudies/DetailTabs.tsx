// The WAI-ARIA tabs pattern with automatic activation: the selected tab is the only one in the
// tab order; arrows (handled by the dialog, wrapping), Home and End move between tabs, and focus
// follows the selection while it is on the tab list.
import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { KeepRanges } from '../../ui/KeepRanges';
import type { CaseStudy } from './CaseCard';
import { Block, Control, Head, List, Panel, Progress, Stories, Tab } from './DetailTabs.styles';

/** A section's story: its text, then its points. */
function Story({ section }: { section: CaseStudy['detailSections'][number] }) {
  return (
    <>
      <p>{section.description}</p>
      {section.bullets && section.bullets.length > 0 && (
        <ul>
          {section.bullets.map((bullet) => (
            <li key={bullet}>
              <KeepRanges text={bullet} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

interface DetailTabsProps {
  sections: CaseStudy['detailSections'];
  selected: number;
  onSelect: (index: number) => void;
}

/** The nearest ancestor that scrolls: the dialog's body. */
function scrollerOf(element: HTMLElement) {
  for (let parent = element.parentElement; parent; parent = parent.parentElement)
    if (/auto|scroll/.test(getComputedStyle(parent).overflowY)) return parent;
  return undefined;
}

/** Brings a newly chosen tab's story into view: from below the sheet's top third, or from above
 *  its top (read past, the tabs stuck), the tabs go to the top with their panel under them. */
function showStory(block: HTMLElement) {
  const scroller = scrollerOf(block);
  if (!scroller) return;
  const offset = block.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
  if (offset >= 0 && offset <= scroller.clientHeight / 3) return;
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  scroller.scrollTo({ top: scroller.scrollTop + offset, behavior: still ? 'auto' : 'smooth' });
}

export function DetailTabs({ sections, selected, onSelect }: DetailTabsProps) {
  const baseId = useId();
  const block = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const shown = useRef(selected);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const current = sections[selected] ?? sections[0];

  useEffect(() => {
    const tabs = list.current;
    if (tabs?.contains(document.activeElement))
      tabs.querySelector<HTMLElement>(`[aria-selected="true"]`)?.focus();
    // Only a change of tab: a case opens at its top.
    if (shown.current !== selected && block.current) showStory(block.current);
    shown.current = selected;
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Home') onSelect(0);
    else if (event.key === 'End') onSelect(sections.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <Block ref={block}>
      <Head>
        <Control>
          <List role="tablist" aria-label="Detalle del caso" ref={list} onKeyDown={onKeyDown}>
            {sections.map((section, index) => (
              <Tab
                key={section.title}
                type="button"
                role="tab"
                id={tabId(index)}
                aria-selected={index === selected}
                aria-controls={panelId}
                tabIndex={index === selected ? 0 : -1}
                onClick={() => onSelect(index)}
              >
                {section.title}
              </Tab>
            ))}
          </List>
          <Progress
            aria-hidden="true"
            data-tab-progress
            style={{ '--done': `${((selected + 1) / sections.length) * 100}%` } as CSSProperties}
          />
        </Control>
      </Head>
      <Stories>
        {current && (
          <Panel
            order={selected}
            role="tabpanel"
            id={panelId}
            aria-labelledby={tabId(selected)}
            tabIndex={0}
          >
            <Story section={current} />
          </Panel>
        )}
        {sections.map(
          (section, index) =>
            index !== selected && (
              <div key={section.title} aria-hidden="true">
                <Story section={section} />
              </div>
            ),
        )}
      </Stories>
    </Block>
  );
}
