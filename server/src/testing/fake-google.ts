import { OAuth2Server } from 'oauth2-mock-server';

export type GoogleProfile = { sub: string; email: string; name: string; picture?: string };

export const FAKE_GOOGLE_CLIENT = { id: 'founder-toolkit-test', secret: 'fake-google-client-secret' };

/**
 * A real OpenID Connect provider on 127.0.0.1 standing in for Google: it signs ID tokens and answers
 * userinfo for whichever profile the test sets as "the person who signs in next".
 */
export async function startFakeGoogle(initial: GoogleProfile) {
  let profile = initial;
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { aud: FAKE_GOOGLE_CLIENT.id, email_verified: true, ...profile });
  });
  server.service.on('beforeUserinfo', (response) => {
    response.body = { email_verified: true, ...profile };
  });
  return {
    discoveryUrl: `${server.issuer.url}/.well-known/openid-configuration`,
    env: {
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.secret,
      GOOGLE_DISCOVERY_URL: `${server.issuer.url}/.well-known/openid-configuration`,
    },
    signInNextAs(next: GoogleProfile) {
      profile = next;
    },
    stop: () => server.stop(),
  };
}
