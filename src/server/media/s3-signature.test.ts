// The signer against the worked examples in Amazon's S3 documentation ("Signature calculations for
// the Authorization header: transferring payload in a single chunk"), with the documented keys.
import { describe, expect, it } from 'vitest';
import { awsEncode, EMPTY_PAYLOAD_HASH, sha256Hex, signRequest } from './s3-signature';

const key = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };
const date = new Date('2013-05-24T00:00:00Z');

describe('signRequest', () => {
  it('signs the GET Object example', () => {
    const headers = signRequest(key, {
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_PAYLOAD_HASH,
      date,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('signs the PUT Object example, whose key needs encoding', () => {
    const body = 'Welcome to Amazon S3.';
    const headers = signRequest(key, {
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex(body),
      date,
    });
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('encodes like RFC 3986', () => {
    expect(awsEncode("a b!*'()~_.-")).toBe('a%20b%21%2A%27%28%29~_.-');
  });
});
