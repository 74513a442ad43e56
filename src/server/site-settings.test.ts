import { describe, expect, it } from 'vitest';
import { loadEnv } from '#src/config/env.server.ts';
import { downloadConfig } from './downloads/download-config.ts';
import { siteSettingsFor } from './site-settings.ts';

describe('siteSettingsFor', () => {
  it('defaults to Lectern, the publisher, no contact address, the default limits and no rights link', () => {
    expect(siteSettingsFor(undefined, undefined, undefined)).toEqual({
      siteName: 'Lectern',
      publisherName: 'the publisher',
      contactEmail: null,
      downloadLimits: { pdfDaily: 100, issueDaily: 10, pdfsPerMinute: 30 },
      sessionDays: 14,
      rightsUrl: null,
      cookieConsent: 'opt-in',
      experiments: [],
      mendeley: {
        importerUrl: 'https://www.mendeley.com/import/?url={url}',
        downloadUrl: 'https://www.mendeley.com/reference-management/web-importer',
      },
      brand: {
        logoUrl: null,
        colours: { primary: '#0b57a4', primaryHover: '#094683', onPrimary: '#ffffff', linkLight: '#0b57a4', linkDark: '#6092c4' },
        footerLinks: [],
      },
    });
    expect(siteSettingsFor({ rightsUrl: 'https://rights.example.org/?pii={pii}' }, undefined, undefined).rightsUrl).toBe(
      'https://rights.example.org/?pii={pii}',
    );
  });

  it('states the limits this server enforces', () => {
    const downloads = downloadConfig({ LECTERN_PDF_DAILY_CAP: '5', LECTERN_ISSUE_DAILY_CAP: '2', LECTERN_PDF_PER_MINUTE: '4' });
    expect(siteSettingsFor({ siteName: 'Example Journals', contactEmail: 'help@example.org' }, downloads, 30)).toMatchObject({
      siteName: 'Example Journals',
      publisherName: 'the publisher',
      contactEmail: 'help@example.org',
      downloadLimits: { pdfDaily: 5, issueDaily: 2, pdfsPerMinute: 4 },
      sessionDays: 30,
    });
  });
});

describe('site settings from the environment', () => {
  it.each([
    [{}, 'Lectern', 'the publisher', undefined],
    [{ LECTERN_SITE_NAME: '', LECTERN_PUBLISHER_NAME: '', LECTERN_CONTACT_EMAIL: '' }, 'Lectern', 'the publisher', undefined],
    [
      { LECTERN_SITE_NAME: ' Example Journals ', LECTERN_PUBLISHER_NAME: 'Example Press', LECTERN_CONTACT_EMAIL: 'help@example.org' },
      'Example Journals',
      'Example Press',
      'help@example.org',
    ],
  ])('%o', (vars, siteName, publisherName, contactEmail) => {
    const env = loadEnv(vars);
    expect([env.LECTERN_SITE_NAME, env.LECTERN_PUBLISHER_NAME, env.LECTERN_CONTACT_EMAIL]).toEqual([siteName, publisherName, contactEmail]);
  });

  it('reads the cookie consent mode and the experiment flags, and refuses unknown ones', () => {
    expect([loadEnv({}).LECTERN_COOKIE_CONSENT, loadEnv({}).LECTERN_EXPERIMENTS]).toEqual(['opt-in', []]);
    const env = loadEnv({ LECTERN_COOKIE_CONSENT: 'opt-out', LECTERN_EXPERIMENTS: 'header-sign-in' });
    expect([env.LECTERN_COOKIE_CONSENT, env.LECTERN_EXPERIMENTS]).toEqual(['opt-out', ['header-sign-in']]);
    expect(() => loadEnv({ LECTERN_COOKIE_CONSENT: 'maybe' })).toThrow(/LECTERN_COOKIE_CONSENT/);
    expect(() => loadEnv({ LECTERN_EXPERIMENTS: 'header-sign-in,beta' })).toThrow(
      /LECTERN_EXPERIMENTS: unknown experiment "beta"; known: header-sign-in, pdf-download-label/,
    );
  });

  it('refuses an access bar configuration that is not valid JSON or not the documented shape, naming it', () => {
    expect(() => loadEnv({ LECTERN_ACCESS_BAR_CONFIG: '{"components": [' })).toThrow(/LECTERN_ACCESS_BAR_CONFIG: not JSON/);
    expect(() => loadEnv({ LECTERN_ACCESS_BAR_CONFIG: '{"components": 5}' })).toThrow(
      /LECTERN_ACCESS_BAR_CONFIG: LECTERN_ACCESS_BAR_CONFIG is invalid/,
    );
    expect(loadEnv({ LECTERN_ACCESS_BAR_CONFIG: '{"search": null}' }).LECTERN_ACCESS_BAR_CONFIG).toBe('{"search": null}');
  });

  it('refuses a contact address that is not an e-mail address', () => {
    expect(() => loadEnv({ LECTERN_CONTACT_EMAIL: 'javascript:alert(1)' })).toThrow(/LECTERN_CONTACT_EMAIL/);
  });
});

describe('Mendeley button addresses from the environment (001 §4)', () => {
  it.each([
    [{}, 'https://www.mendeley.com/import/?url={url}', 'https://www.mendeley.com/reference-management/web-importer'],
    [
      { LECTERN_MENDELEY_IMPORTER_URL: '', LECTERN_MENDELEY_DOWNLOAD_URL: '' },
      'https://www.mendeley.com/import/?url={url}',
      'https://www.mendeley.com/reference-management/web-importer',
    ],
    [
      {
        LECTERN_MENDELEY_IMPORTER_URL: 'https://importer.example.org/?u={url}',
        LECTERN_MENDELEY_DOWNLOAD_URL: 'https://importer.example.org/get',
      },
      'https://importer.example.org/?u={url}',
      'https://importer.example.org/get',
    ],
  ])('%o', (vars, importerUrl, downloadUrl) => {
    const env = loadEnv(vars);
    const settings = siteSettingsFor(
      { mendeleyImporterUrl: env.LECTERN_MENDELEY_IMPORTER_URL, mendeleyDownloadUrl: env.LECTERN_MENDELEY_DOWNLOAD_URL },
      undefined,
      undefined,
    );
    expect(settings.mendeley).toEqual({ importerUrl, downloadUrl });
  });

  it.each([
    ['LECTERN_MENDELEY_IMPORTER_URL', 'http://www.mendeley.com/import/'],
    ['LECTERN_MENDELEY_IMPORTER_URL', 'javascript:alert(1)'],
    ['LECTERN_MENDELEY_DOWNLOAD_URL', 'https://example.org/"><script>'],
  ])('%s=%s stops start-up with the variable named', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(name);
  });
});

describe('the brand from the environment (README "Configuration")', () => {
  const brandOf = (vars: Record<string, string>) => {
    const env = loadEnv(vars);
    return siteSettingsFor(
      { logoUrl: env.LECTERN_LOGO_URL, primaryColor: env.LECTERN_PRIMARY_COLOR, footerLinks: env.LECTERN_FOOTER_LINKS },
      undefined,
      undefined,
    ).brand;
  };

  it('keeps the demo brand when nothing is set', () => {
    expect(brandOf({})).toEqual(siteSettingsFor(undefined, undefined, undefined).brand);
    expect(brandOf({ LECTERN_LOGO_URL: '', LECTERN_PRIMARY_COLOR: '', LECTERN_FOOTER_LINKS: '' }).colours.primary).toBe('#0b57a4');
  });

  it('reads the logo, the colour and its shades, and the footer links', () => {
    expect(
      brandOf({
        LECTERN_LOGO_URL: 'https://press.example.org/logo.svg',
        LECTERN_PRIMARY_COLOR: '#FFCC00',
        LECTERN_FOOTER_LINKS: '[{"label": "Example Press", "href": "https://press.example.org"}]',
      }),
    ).toEqual({
      logoUrl: 'https://press.example.org/logo.svg',
      colours: { primary: '#ffcc00', primaryHover: '#ffd633', onPrimary: '#1f1f1f', linkLight: '#876c00', linkDark: '#ffcc00' },
      footerLinks: [{ label: 'Example Press', href: 'https://press.example.org' }],
    });
  });

  it.each([
    [
      { LECTERN_PRIMARY_COLOR: '#808080' },
      'LECTERN_PRIMARY_COLOR: #808080 cannot carry text at WCAG AA: white text on it has 3.94:1 and dark text (#1f1f1f) 4.17:1, both under 4.5:1. Choose a darker colour (such as #767676) or a lighter one.',
    ],
    [{ LECTERN_PRIMARY_COLOR: 'navy' }, 'LECTERN_PRIMARY_COLOR: "navy" is not a colour: give a hex colour such as #0b57a4'],
    [
      { LECTERN_LOGO_URL: 'javascript:alert(1)' },
      'LECTERN_LOGO_URL: must be an https:// URL or a path of this site such as /brand/logo.svg (a file in public/)',
    ],
    [
      { LECTERN_FOOTER_LINKS: '[{"label": "x", "href": "data:text/html,x"}]' },
      'LECTERN_FOOTER_LINKS: [0].href: href must be an http(s):// URL or a path starting with /',
    ],
  ])('stops start-up for %o, saying why', (vars, message) => {
    expect(() => loadEnv(vars)).toThrow(`Invalid configuration:\n  ${message}`);
  });

  it('a site made with an unusable colour is refused too (a second app server given options directly)', () => {
    expect(() => siteSettingsFor({ primaryColor: '#808080' }, undefined, undefined)).toThrow(
      /LECTERN_PRIMARY_COLOR: #808080 cannot carry text/,
    );
  });
});
