import { Global } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Page, Site } from '../content/types.generated';
import type { ContactTopic } from '../leads/contactTopic';
import { contactTopicAttr } from '../lib/pageAttributes';
import { GlobalStyles } from '../theme/GlobalStyles';
import { backgrounds } from '../theme/sections';
import { slidingRowMarkers } from '../ui/slidingRow';
import { Breadcrumb } from './Breadcrumb';
import { Footer } from './footer/Footer';
import { Navbar } from './navbar/Navbar';
import { PageNav } from './pageNav/PageNav';

export function Layout({
  site,
  page,
  contactTopic,
  children,
}: {
  site: Site;
  page: Page;
  /** The service a landing's links to the contact form carry (page.contactService). */
  contactTopic?: ContactTopic | undefined;
  children: ReactNode;
}) {
  const firstBackground = page.sections[0]?.background ?? 'default';
  const firstTone = backgrounds[firstBackground].tone;
  // The trail above a dark first section is dark too (Breadcrumb); above any other, the theme's.
  const initialTone = page.breadcrumb && firstTone !== 'dark' ? 'theme' : firstTone;
  return (
    <>
      <GlobalStyles />
      <Global styles={slidingRowMarkers} />
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <Navbar site={site} currentPath={page.path} initialTone={initialTone} />
      {page.breadcrumb && (
        <Breadcrumb
          items={page.breadcrumb}
          dark={firstTone === 'dark'}
          joined={firstTone === 'dark' || firstBackground === 'alt'}
        />
      )}
      <PageNav page={page} />
      <main
        id="contenido"
        {...{ [contactTopicAttr]: contactTopic && JSON.stringify(contactTopic) }}
      >
        {children}
      </main>
      <Footer site={site} currentPath={page.path} office={page.localBusiness} />
    </>
  );
}
