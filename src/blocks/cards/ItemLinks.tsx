// A card's links: a primary one as a button, a secondary one, a second link and a list
// entry's as a line of text with an arrow. A card's detail link is the way into its subject,
// so the whole card opens it.
import styled from '@emotion/styled';
import { ArrowRight } from 'lucide-react';
import type { Action } from '../../content/types.generated';
import { ButtonLink, linkTarget } from '../../ui/ButtonLink';
import { color, radius, space } from '../../theme/tokens';
import { stretchedLink } from '../../ui/surfaces';
import { coversCardAttr, EntryLink } from './frames';
import { contactNoteAttr } from '../../lib/pageAttributes';

// A card's button and its second link share the card's foot.
const Actions = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm} ${space.md};
  > a {
    margin-top: 0;
  }
  /* The card's other link stays above the detail link's cover. */
  > a:not([${coversCardAttr}]) {
    position: relative;
    z-index: 1;
  }
`;

const CardTarget = styled(EntryLink)`
  ${stretchedLink(radius.md)}
`;

/** A link as a line of text with an arrow: a list entry's, or a card's second link; `coversCard`
 * makes the whole card its target. */
export function TextLink({
  label,
  href,
  coversCard = false,
  note,
}: Action & { coversCard?: boolean; note?: string }) {
  const Link = coversCard ? CardTarget : EntryLink;
  return (
    <Link
      href={href}
      {...linkTarget(href)}
      {...(coversCard && { [coversCardAttr]: '' })}
      {...{ [contactNoteAttr]: note }}
    >
      {label}
      <ArrowRight size={18} aria-hidden="true" />
    </Link>
  );
}

interface ItemLinksProps {
  link?: Action;
  detailLink?: Action;
  list: boolean;
  /** The comment the page's contact form starts with when `link` is followed to it. */
  note?: string;
}

// Beside a card's detail link, a secondary link is the quieter way out: muted, no arrow.
const AsideLink = styled(EntryLink)`
  color: ${color.textMuted};
  font-weight: 600;
`;

/** A list entry's links are lines of text. In a card only a primary link is a button; a
 * secondary one is a line of text with an arrow, as is the second link beside the button: a row
 * of outlined pills, one per card, outweighed the page's own calls to action (design review 7b).
 * A card's detail link covers the card: on a hub, the way into each service is the card itself.
 * Beside a secondary link it comes first, and the secondary link steps back: two equal links
 * per card left the card's real destination without a rank (design review 8b). */
export function ItemLinks({ link: plainLink, detailLink, list, note }: ItemLinksProps) {
  const link = plainLink && { ...plainLink, note };
  // A list entry with one link, whichever: a line of text at the entry's foot, on its left edge
  // (in a row of its own, a detail link went to the row's far end: review 62C).
  const only = link && detailLink ? undefined : (link ?? detailLink);
  if (list && only) return <TextLink {...only} />;
  const button = !list && link && link.variant !== 'secondary';
  if (!detailLink && !button) return link ? <TextLink {...link} /> : null;
  if (!detailLink) return link ? <ButtonLink {...link} /> : null;
  if (link && !button && !list)
    return (
      <Actions>
        <TextLink {...detailLink} coversCard />
        <AsideLink href={link.href} {...linkTarget(link.href)} {...{ [contactNoteAttr]: note }}>
          {link.label}
        </AsideLink>
      </Actions>
    );
  return (
    <Actions>
      {link && (button ? <ButtonLink {...link} /> : <TextLink {...link} />)}
      <TextLink {...detailLink} coversCard={!list} />
    </Actions>
  );
}
