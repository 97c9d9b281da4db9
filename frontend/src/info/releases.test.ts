import { chooseRelease, groupByStatus, type Release } from './releases';

const release = (version: string, status: string, releasedate: string): Release => ({
  version,
  application: 'Broker Signing Tool',
  status,
  releasetype: 'Minor',
  releasedate,
  notes: [],
});

const test2020 = release('2020.3.1', 'Test', '2020-03-27');
const live2019 = release('2019.11.2', 'Live', '2019-11-20');
const live2020 = release('2020.1.10', 'Live', '2020-01-15');
const archived = release('2018.6.1', 'Archived', '2018-06-01');

describe('groupByStatus', () => {
  it('puts Live first, then the other statuses by name', () => {
    const groups = groupByStatus([test2020, archived, live2019]);
    expect(groups.map((group) => group.status)).toEqual(['Live', 'Archived', 'Test']);
  });

  it('holds every release once, newest first within its status, so counts are group sizes', () => {
    const groups = groupByStatus([live2019, test2020, live2020]);
    expect(groups).toEqual([
      { status: 'Live', releases: [live2020, live2019] },
      { status: 'Test', releases: [test2020] },
    ]);
  });

  it('orders versions of the same day numerically, not as text', () => {
    const v9 = release('2020.3.9', 'Test', '2020-03-27');
    const v10 = release('2020.3.10', 'Test', '2020-03-27');
    expect(groupByStatus([v9, v10])[0].releases).toEqual([v10, v9]);
  });
});

describe('chooseRelease', () => {
  it('shows the newest Live release when no version is named', () => {
    expect(chooseRelease([test2020, live2019, live2020])).toBe(live2020);
  });

  it('shows the first release of the menu when none is Live', () => {
    expect(chooseRelease([test2020, archived])).toBe(archived);
  });

  it('shows the named version whatever its status', () => {
    expect(chooseRelease([test2020, live2020], '2020.3.1')).toBe(test2020);
  });

  it('shows nothing for a version that does not exist, or when there are no releases', () => {
    expect(chooseRelease([test2020, live2020], '1999.1.1')).toBeUndefined();
    expect(chooseRelease([])).toBeUndefined();
  });
});
