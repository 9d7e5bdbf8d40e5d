import type { ReactNode } from 'react';
import type { Site } from '../../content/types.generated';
import { siteTokenPattern } from '../../content/siteTokens';
import { nowrapClass } from '../../lib/keepRanges';
import { telHref } from '../../lib/telHref';
import { KeepRanges } from '../../ui/KeepRanges';

// {correo} and {telefono} stand for the company's contact data of site.json, as links, and
// {razonSocial}, {rut} and {domicilio} for its legal data: each is written once, and a policy
// never keeps an old one. The validator requires site.json's legal data where a text uses them.

export function withSiteData(text: string, { contact, legal }: Site): ReactNode[] {
  return text.split(siteTokenPattern).map((piece, index) => {
    if (index % 2 === 0) return <KeepRanges key={index} text={piece} />;
    if (piece === 'correo')
      return (
        <a key={index} href={`mailto:${contact.email}`}>
          {contact.email}
        </a>
      );
    if (piece === 'telefono')
      return (
        <a key={index} href={telHref(contact.phone)}>
          {contact.phone}
        </a>
      );
    // A RUT on one line, whole: its hyphen is not a range's.
    if (piece === 'rut')
      return (
        <span key={index} className={nowrapClass}>
          {legal?.rut ?? '{rut}'}
        </span>
      );
    return piece === 'razonSocial'
      ? (legal?.name ?? '{razonSocial}')
      : (legal?.address ?? '{domicilio}');
  });
}
