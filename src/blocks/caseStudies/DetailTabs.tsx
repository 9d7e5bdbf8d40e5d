// The WAI-ARIA tabs pattern with automatic activation: the selected tab is the only one in the
// tab order; arrows (handled by the dialog, wrapping), Home and End move between tabs, and focus
// follows the selection while it is on the tab list.
import styled from '@emotion/styled';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { color, motionOk, radius, space } from '../../theme/tokens';
import type { CaseStudy } from './CaseCard';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs};
`;

const Tab = styled.button`
  min-height: 44px;
  padding: 0.5rem 1rem;
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${color.primary};
    border-color: ${color.primary};
    color: ${color.onPrimary};
  }
`;

const Track = styled.div`
  height: 4px;
  border-radius: 2px;
  background: ${color.border};
  overflow: hidden;
  span {
    display: block;
    height: 100%;
    background: ${color.primary};
    ${motionOk} {
      transition: width 0.3s ease;
    }
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${space.xs};
  padding-top: ${space.xs};
  ul {
    margin: 0;
    padding-left: 1.2rem;
  }
`;

interface DetailTabsProps {
  sections: CaseStudy['detailSections'];
  selected: number;
  onSelect: (index: number) => void;
}

export function DetailTabs({ sections, selected, onSelect }: DetailTabsProps) {
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const current = sections[selected] ?? sections[0];

  useEffect(() => {
    const tabs = list.current;
    if (tabs?.contains(document.activeElement))
      tabs.querySelector<HTMLElement>(`[aria-selected="true"]`)?.focus();
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Home') onSelect(0);
    else if (event.key === 'End') onSelect(sections.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <>
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
      <Track aria-hidden="true">
        <span style={{ width: `${((selected + 1) / sections.length) * 100}%` }} />
      </Track>
      {current && (
        <Panel role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} tabIndex={0}>
          <p>{current.description}</p>
          {current.bullets && current.bullets.length > 0 && (
            <ul>
              {current.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
        </Panel>
      )}
    </>
  );
}
