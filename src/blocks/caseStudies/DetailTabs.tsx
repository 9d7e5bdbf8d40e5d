// The WAI-ARIA tabs pattern with automatic activation: the selected tab is the only one in the
// tab order; arrows (handled by the dialog, wrapping), Home and End move between tabs, and focus
// follows the selection while it is on the tab list.
import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { DialogSwap } from '../../ui/DialogSwap';
import { KeepRanges } from '../../ui/KeepRanges';
import { breakpoint, color, motionOk, radius, space } from '../../theme/tokens';
import type { CaseStudy } from './CaseCard';
import { dotList } from '../../ui/surfaces';

// A segmented control: the chosen tab filled in brand yellow. The tabs share one row while they
// fit and wrap rather than push the sheet wider; the selected pill says where the reader is, the
// bar under the tabs how far through the story (the spec's progress bar).
// In a phone's sheet the control takes the whole width, as the metric rows above it do.
const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  padding: 4px;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
`;

const Tab = styled.button`
  flex: 1 1 auto;
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 0;
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.textMuted};
  font: inherit;
  font-size: 0.95rem;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    color: ${color.text};
  }
  &[aria-selected='true'] {
    background: ${color.primary};
    color: ${color.onPrimary};
  }
  ${breakpoint.small} {
    padding: 0.5rem 0.75rem;
    font-size: 0.875rem;
  }
`;

/** How far through the case's story the reader is (the spec's progress bar): a hairline track
 * under the tabs, filled in yellow to the chosen one. The tabs say it to assistive technology. */
const Progress = styled.div`
  height: 3px;
  border-radius: ${radius.pill};
  background: ${color.border};
  overflow: hidden;
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: var(--done);
    border-radius: inherit;
    background: ${color.primary};
    ${motionOk} {
      transition: width 240ms ease-out;
    }
  }
`;

/** The tabs and their progress, one width. */
const Control = styled.div`
  display: grid;
  gap: 6px;
  width: fit-content;
  max-width: 100%;
  ${breakpoint.small} {
    width: 100%;
  }
`;

/** The control's band: it stays in view at the top of the sheet while its story is read (review
 *  66B: at 390 px a tab sat at the fold, and choosing one changed nothing in sight), across the
 *  sheet's top padding, as wide as the story, the text fading out under it (67A: lines wider
 *  than the control showed beside it, and letters under its bar). */
const Head = styled.div`
  position: sticky;
  top: calc(-1 * var(--sheet-padding-top, 0px));
  z-index: 1;
  padding-block: ${space.xs};
  background: ${color.surface};
  &::after {
    content: '';
    position: absolute;
    inset: 100% 0 auto;
    height: ${space.sm};
    background: linear-gradient(${color.surface}, transparent);
    pointer-events: none;
  }
`;

const story = css`
  display: grid;
  align-content: start;
  gap: ${space.sm};
  padding-top: ${space.xs};
  p {
    font-size: 1.05rem;
    line-height: 1.7;
  }
  /* The site's dot list, as in every other list of points (it had square bullets of its own). */
  ul {
    ${dotList}
    gap: ${space.xs};
  }
`;

const Panel = styled(DialogSwap)`
  ${story}
  grid-area: 1 / 1;
`;

/** On a wide sheet the tabs' stories share one cell, the hidden ones unseen and unread: the
 *  cell takes the longest, so what follows does not jump as the tab changes (review 68A: 170 px
 *  at 1440). On a phone, where a tab's story scrolls into view, a short one ends where it ends:
 *  the room kept for the longest read as a gap. */
const Stories = styled.div`
  display: grid;
  > [aria-hidden] {
    ${story}
    grid-area: 1 / 1;
    visibility: hidden;
    display: none;
  }
  @container (min-width: 640px) {
    > [aria-hidden] {
      display: grid;
    }
  }
`;

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

const Block = styled.div`
  display: grid;
  gap: ${space.sm};
`;

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
