import { listSearchParams, methodPath, resourcePath, toSearchParams } from './query';

describe('resourcePath', () => {
  it('percent-encodes the doctype', () => {
    expect(resourcePath('User Registration')).toBe('/api/resource/User%20Registration');
  });

  it('keeps a name with "/" as one path segment', () => {
    expect(resourcePath('Respondent Table', 'RT/2026/001')).toBe('/api/resource/Respondent%20Table/RT%2F2026%2F001');
    expect(resourcePath('Claim', 'ARB-00001 & co?')).toBe('/api/resource/Claim/ARB-00001%20%26%20co%3F');
  });
});

describe('methodPath', () => {
  it('leaves a dotted method path readable', () => {
    expect(methodPath('arbitroute.api.react_api.login')).toBe('/api/method/arbitroute.api.react_api.login');
  });
});

describe('listSearchParams', () => {
  it('sends fields, filters and or_filters as JSON under Frappe’s names', () => {
    const search = listSearchParams({
      fields: ['name', 'stage'],
      filters: [
        ['arbitrator', '=', 'arb@odr.in'],
        ['stage', 'in', ['Hearing', 'Award']],
      ],
      orFilters: { user_email_id: 'a@b.in', lawyer_email: ['=', 'a@b.in'] },
      orderBy: 'creation desc',
      limitStart: 20,
      limitPageLength: 10,
      asDict: false,
    });
    expect(search.get('fields')).toBe('["name","stage"]');
    expect(JSON.parse(search.get('filters') as string)).toEqual([
      ['arbitrator', '=', 'arb@odr.in'],
      ['stage', 'in', ['Hearing', 'Award']],
    ]);
    expect(JSON.parse(search.get('or_filters') as string)).toEqual({
      user_email_id: 'a@b.in',
      lawyer_email: ['=', 'a@b.in'],
    });
    expect(search.get('order_by')).toBe('creation desc');
    expect(search.get('limit_start')).toBe('20');
    expect(search.get('limit_page_length')).toBe('10');
    expect(search.get('as_dict')).toBe('false');
  });

  it('leaves out what was not asked for', () => {
    expect(listSearchParams({}).toString()).toBe('');
    expect([...listSearchParams({ limitStart: 0 }).keys()]).toEqual(['limit_start']);
  });

  it('encodes characters that would break the query string', () => {
    const query = listSearchParams({ filters: [['name', 'like', '%A&B #1%']] }).toString();
    expect(query).not.toContain('&B');
    expect(new URLSearchParams(query).get('filters')).toBe('[["name","like","%A&B #1%"]]');
  });
});

describe('toSearchParams', () => {
  it('sends strings as they are, numbers and booleans as text, objects as JSON, and drops nullish', () => {
    const search = toSearchParams({ email_id: 'a+b@x.in', n: 3, flag: true, data: { a: 1 }, gone: undefined, nil: null });
    expect(search.get('email_id')).toBe('a+b@x.in');
    expect(search.get('n')).toBe('3');
    expect(search.get('flag')).toBe('true');
    expect(search.get('data')).toBe('{"a":1}');
    expect(search.has('gone')).toBe(false);
    expect(search.has('nil')).toBe(false);
  });
});
