import { elementsOf, textOf, unescapeXml } from './s3-xml';

describe("reading S3's XML answers", () => {
  it('undoes the named entities and numeric references once, leaving other ampersands alone', () => {
    expect(unescapeXml('Q1 &amp; Q2 &lt;final&gt; &quot;a&quot; &apos;b&apos; &#163;5 &#xA3;6 &amp;amp; AT&T')).toBe(`Q1 & Q2 <final> "a" 'b' £5 £6 &amp; AT&T`);
  });

  it('reads each object of a list page and the token of the next, and nothing that is not there', () => {
    const page = '<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>b</Name><Prefix>101/</Prefix>'
      + '<Contents><Key>101/a &amp; b.csv</Key><Size>12</Size></Contents>\n<Contents><Key>101/c.csv</Key><Size>0</Size></Contents>'
      + '<NextContinuationToken>1x+/=</NextContinuationToken></ListBucketResult>';
    const objects = elementsOf(page, 'Contents');
    expect(objects.map((object) => [textOf(object, 'Key'), textOf(object, 'Size')])).toEqual([['101/a & b.csv', '12'], ['101/c.csv', '0']]);
    expect(textOf(page, 'NextContinuationToken')).toBe('1x+/=');
    expect(textOf(objects[0], 'LastModified')).toBeUndefined();
    expect(elementsOf('<ListBucketResult><KeyCount>0</KeyCount></ListBucketResult>', 'Contents')).toEqual([]);
  });
});
