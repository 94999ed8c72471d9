// The demo organisations and their sign-ins. Plain data with no imports: the start script prints
// these and the end-to-end tests sign in with them, neither of which may open the database.

export type DemoLogin = {
  organization: string;
  slug: string;
  host: string;
  role: 'admin' | 'editor' | 'customer';
  email: string;
  password: string;
};

/** `hosts` lists every name the site answers on; only names outside *.localhost are stored as domains. */
export const DEMO_ORGANIZATIONS: { slug: string; name: string; type: string; hosts: string[] }[] = [
  {
    slug: 'harbour-law',
    name: 'Harbour & Finch Solicitors',
    type: 'solicitor',
    // localhost serves the default organisation (DEFAULT_ORG_SLUG), which is this one.
    hosts: ['localhost', 'harbour-law.localhost', 'harbourfinch.test'],
  },
  {
    slug: 'brightstack',
    name: 'Brightstack',
    type: 'software',
    hosts: ['brightstack.localhost', 'brightstack.test'],
  },
  {
    slug: 'sonnenklinik',
    name: 'Praxis am Sonnenhang',
    type: 'doctor',
    hosts: ['sonnenklinik.localhost'],
  },
];

const ADMIN_PASSWORD = 'DemoAdmin123';
const EDITOR_PASSWORD = 'DemoEditor123';
const CUSTOMER_PASSWORD = 'DemoCustomer123';

export const DEMO_LOGINS: DemoLogin[] = DEMO_ORGANIZATIONS.flatMap((org) => [
  {
    organization: org.name,
    slug: org.slug,
    host: `${org.slug}.localhost`,
    role: 'admin' as const,
    email: `admin@${org.slug}.example`,
    password: ADMIN_PASSWORD,
  },
  {
    organization: org.name,
    slug: org.slug,
    host: `${org.slug}.localhost`,
    // Edits the site's content but not its settings, orders, consent, tickets or people (decision 049).
    role: 'editor' as const,
    email: `editor@${org.slug}.example`,
    password: EDITOR_PASSWORD,
  },
  {
    organization: org.name,
    slug: org.slug,
    host: `${org.slug}.localhost`,
    role: 'customer' as const,
    email: `customer@${org.slug}.example`,
    password: CUSTOMER_PASSWORD,
  },
]);
