import { OAuth2Server } from 'oauth2-mock-server';

export type GoogleProfile = { sub: string; email: string; name: string; picture?: string };

export const FAKE_GOOGLE_CLIENT = { id: 'founder-toolkit-test', secret: 'fake-google-client-secret' };

/**
 * A real OpenID Connect provider on 127.0.0.1 standing in for Google: it approves at once, signs ID tokens
 * and answers userinfo for the given person.
 */
export async function startFakeGoogle(profile: GoogleProfile) {
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
    env: {
      GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT.id,
      GOOGLE_CLIENT_SECRET: FAKE_GOOGLE_CLIENT.secret,
      GOOGLE_DISCOVERY_URL: `${server.issuer.url}/.well-known/openid-configuration`,
    },
    stop: () => server.stop(),
  };
}
