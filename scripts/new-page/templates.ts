// Page templates for `npm run nueva:pagina`: complete, valid pages whose obvious placeholders
// (address, coordinates) the validator flags until a marketer replaces them.
import { currentPageVersion } from '../../src/content/migrations';

export type TemplateName = 'ciudad' | 'landing';

export interface TemplateInput {
  slug: string;
  nombre: string;
  brand: string;
}

export interface Template {
  file: (slug: string) => string;
  path: (slug: string) => string;
  build: (input: TemplateInput) => Record<string, unknown>;
  /** What to edit next, printed after the file is written. */
  nextSteps: string[];
}

const schema = '../../schemas/page.schema.json';

const ciudad: Template = {
  file: (slug) => `desarrollo-software-${slug}.json`,
  path: (slug) => `/desarrollo-software-${slug}`,
  build: ({ slug, nombre, brand }) => ({
    $schema: schema,
    schemaVersion: currentPageVersion,
    path: `/desarrollo-software-${slug}`,
    meta: {
      title: `Desarrollo de software en ${nombre} | ${brand}`,
      description: `Squads de desarrollo de software a medida para empresas de ${nombre}: MVP en 8-12 semanas y respuesta en menos de 2 horas.`,
    },
    breadcrumb: [{ text: 'Inicio', url: '/' }, { text: `Desarrollo de software en ${nombre}` }],
    localBusiness: {
      name: `${brand} ${nombre}`,
      streetAddress: 'Calle y número de la oficina',
      locality: nombre,
      region: 'Región de la oficina',
      geo: { lat: 0, lng: 0 },
    },
    sections: [
      {
        type: 'hero',
        id: 'inicio',
        background: 'dark',
        badge: `${nombre} · Oficina local`,
        title: `Desarrollo de software a medida en ${nombre}`,
        lead: `Diseñamos, construimos y escalamos productos digitales para empresas de ${nombre}, con squads senior que trabajan en tu mismo horario.`,
        highlights: [
          'MVP en producción en 8-12 semanas',
          'Respuesta en menos de 2 horas',
          'Kickoff en 3-5 días hábiles',
        ],
        actions: [
          { label: 'Agenda una reunión', href: '/contacto' },
          { label: 'Ver servicios', href: '#servicios', variant: 'secondary' },
        ],
      },
      {
        type: 'stats',
        background: 'alt',
        items: [
          { value: 70, suffix: '+', label: 'productos escalados' },
          { value: 92, suffix: '%', label: 'proyectos que cumplen sus KPIs' },
          { value: 4, label: 'zonas horarias con squads activos' },
        ],
      },
      {
        type: 'cards',
        id: 'servicios',
        background: 'white',
        title: `Servicios en ${nombre}`,
        columns: 2,
        items: [
          {
            icon: 'code',
            title: 'Software a medida',
            description: 'Plataformas web y sistemas internos hechos para tu operación.',
          },
          {
            icon: 'smartphone',
            title: 'Apps móviles',
            description:
              'Apps iOS y Android con React Native, publicadas y conectadas a tus sistemas.',
          },
          {
            icon: 'bot',
            title: 'Automatización e IA',
            description: 'Integraciones y asistentes que quitan trabajo repetitivo a tu equipo.',
          },
          {
            icon: 'target',
            title: 'Discovery de producto',
            description: 'En dos a tres semanas validamos la idea y estimamos costos y plazos.',
          },
        ],
      },
      {
        type: 'map',
        id: 'ubicacion',
        title: `Nuestra oficina en ${nombre}`,
        location: `${nombre}, Chile`,
        coordinates: { lat: 0, lng: 0 },
        zoom: 16,
        height: 500,
      },
      {
        type: 'contactDetails',
        id: 'contacto',
        background: 'alt',
        title: 'Visítanos o escríbenos',
        offices: [
          {
            name: `Oficina ${nombre}`,
            streetAddress: 'Calle y número de la oficina',
            locality: nombre,
            region: 'Región de la oficina',
          },
        ],
        hours: 'Lunes a viernes, 9:00 a 18:00',
        responseTime: 'Respondemos en menos de 2 horas',
      },
      {
        type: 'cta',
        background: 'accent',
        title: `¿Listo para lanzar tu producto en ${nombre}?`,
        text: 'Cuéntanos tu idea y en una reunión de 30 minutos definimos alcance, plazos y un primer presupuesto.',
        actions: [{ label: 'Agenda una reunión', href: '/contacto' }],
      },
    ],
  }),
  nextSteps: [
    'localBusiness: dirección real (streetAddress, region, postalCode) y coordenadas (geo).',
    'El bloque "map": las mismas coordenadas y la dirección en "location".',
    'El bloque "contactDetails": la dirección de la oficina.',
    'Textos propios de la ciudad: industrias, clientes típicos, por qué estar ahí.',
    'Un enlace a la página: en site.json (footer.columns) o desde otra página.',
  ],
};

const landing: Template = {
  file: (slug) => `${slug}.json`,
  path: (slug) => `/${slug}`,
  build: ({ slug, nombre, brand }) => ({
    $schema: schema,
    schemaVersion: currentPageVersion,
    path: `/${slug}`,
    meta: {
      title: `${nombre} | ${brand}`,
      description: `${nombre}: cómo lo hacemos, para quién es y qué resultados puedes esperar. Agenda una consultoría gratuita con nuestro equipo.`,
    },
    breadcrumb: [{ text: 'Inicio', url: '/' }, { text: nombre }],
    sections: [
      {
        type: 'hero',
        id: 'inicio',
        background: 'dark',
        title: nombre,
        lead: 'Escribe aquí en una o dos frases qué ofrece esta página, a quién y qué gana al contactarnos.',
        actions: [{ label: 'Consultoría gratuita', href: '/contacto' }],
      },
      {
        type: 'cards',
        id: 'beneficios',
        title: 'Beneficios',
        items: [
          {
            icon: 'rocket',
            title: 'Primer beneficio',
            description: 'Explica el beneficio con un resultado concreto.',
          },
          {
            icon: 'shield',
            title: 'Segundo beneficio',
            description: 'Explica el beneficio con un resultado concreto.',
          },
          {
            icon: 'chart',
            title: 'Tercer beneficio',
            description: 'Explica el beneficio con un resultado concreto.',
          },
        ],
      },
      {
        type: 'cta',
        background: 'accent',
        title: '¿Conversamos?',
        text: 'Te respondemos en menos de 24 horas con los siguientes pasos.',
        actions: [{ label: 'Agenda una reunión', href: '/contacto' }],
      },
    ],
  }),
  nextSteps: [
    'meta: título (hasta 60 caracteres) y descripción (70 a 160) con las palabras que busca tu cliente.',
    'El bloque "hero": la bajada ("lead").',
    'Los beneficios del bloque "cards": títulos y textos reales.',
    'Más bloques si hacen falta: mira el catálogo en /_bloques.',
    'Un enlace a la página: en site.json (navigation o footer) o desde otra página.',
  ],
};

export const templates: Record<TemplateName, Template> = { ciudad, landing };
