import { consentHtml, declarationErrors, disclosureHtml } from './disclosure';

describe('disclosure', () => {
  const declaration = { relationships: 'None', interests: 'I hold <5 shares>', engagements: '', can_devote_time: true };

  it('writes every Sixth-Schedule answer, escaped, with the case counts', () => {
    const html = disclosureHtml(declaration, { ongoing: 4, total: 9 });
    expect(html).toContain('I hold &lt;5 shares&gt;');
    expect(html).toContain('<strong>Other engagements:</strong> None');
    expect(html).toContain('Yes, I can devote sufficient time');
    expect(html).toContain('Ongoing cases: 4; Total cases: 9');
    expect(html).not.toContain('<5');
  });

  it('asks for every answer, and a reason when time is short', () => {
    expect(declarationErrors(declaration)).toEqual(['Other engagements is required (write "None" if there are none)']);
    expect(declarationErrors({ ...declaration, engagements: 'None', can_devote_time: false })).toEqual(['Explain why you cannot devote sufficient time']);
    expect(declarationErrors({ relationships: 'a', interests: 'b', engagements: 'c', can_devote_time: true })).toEqual([]);
  });

  it('names the neutral, the case and the role in the consent', () => {
    expect(consentHtml('Dr <Rao>', 'ARB-00001', 'arbitrator')).toBe(
      '<p>I, Dr &lt;Rao&gt;, consent to act as arbitrator in case ARB-00001, and declare that I am independent of and impartial to the parties.</p>',
    );
  });
});
