import { describe, expect, it } from 'vitest';
import { accessBarItems, type AccessBarContext } from './access-bar-layout.ts';
import { pdfLinkAction } from '#src/web/ui/pdf-link-target.ts';

describe('the access bar: an ORDER link type becomes "Order Document", posted into a new window with the article fields', () => {
  const ctx: AccessBarContext = {
    patientAccessUrl: null,
    institutionLoginPath: '/user/institution/login',
    currentPath: '/',
    seamlessInstitution: null,
    linkingHubLinks: [],
  };
  const state = {
    entitled: false,
    isThirdParty: false,
    accessOptions: { linkType: 'ORDER' as const, linkUrl: 'https://library.example.edu/ill', remoteAccessOptions: null },
    pdf: { url: null, urlType: 'none' as const, crawlable: false },
    openManuscriptUrl: null,
    clinicalKeyUrl: null,
    downloadFullIssue: false,
    ssrnId: null,
  };
  const article = {
    pii: 'S0016236113008041',
    doi: '10.1016/j.fuel.2013.09.001',
    citationDatabaseId: null,
    contentType: 'JL',
    title: 'A title',
  };

  it('an IP-range reader gets the order item first, with pii, doi and title', () => {
    const [first] = accessBarItems(article, state, { accessType: 'IPRANGE' }, ctx);
    expect(first).toEqual({
      kind: 'order-pdf',
      pdf: { url: 'https://library.example.edu/ill', urlType: 'order', crawlable: false },
      fields: [
        { name: 'pii', value: 'S0016236113008041' },
        { name: 'doi', value: '10.1016/j.fuel.2013.09.001' },
        { name: 'title', value: 'A title' },
      ],
    });
    expect(pdfLinkAction(first?.kind === 'order-pdf' ? first.pdf : { url: null, urlType: 'none' })).toEqual({
      method: 'post',
      action: 'https://library.example.edu/ill',
      label: 'Order Document',
      target: '_blank',
    });
  });

  it('a guest never gets it (the layout rule gives order PDF to institutional readers only)', () => {
    expect(accessBarItems(article, state, { accessType: 'GUEST' }, ctx).map((i) => i.kind)).not.toContain('order-pdf');
  });
});
