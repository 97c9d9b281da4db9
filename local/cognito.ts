import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import { createServer } from 'cognito-local/lib/server/server';
import { DefaultConfig, type Config } from 'cognito-local/lib/server/config';
import { Router, type Router as CognitoRouter } from 'cognito-local/lib/server/Router';
import { CognitoError } from 'cognito-local/lib/errors';
import { DateClock, MessagesService, TriggersService, type Services } from 'cognito-local/lib/services';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { attributeValue, UserPoolServiceFactoryImpl, type User, type UserPoolService } from 'cognito-local/lib/services/userPoolService';
import type { Context } from 'cognito-local/lib/services/context';

import { passwordPolicyFailures } from '../domain/password-policy';
import { LOCAL_REGION } from './names';

/** Amplify reads the region from the pool id, so the local pool has the `<region>_<id>` shape. */
export const LOCAL_USER_POOL_ID = `${LOCAL_REGION}_LocalPool1`;
export const LOCAL_CLIENT_ID = 'localportalwebclient';

export interface LocalCognito {
  readonly url: string;
  readonly userPoolId: string;
  readonly clientId: string;
  /** The pool's own service, for what the Cognito API cannot do locally (a fixed TOTP secret). */
  readonly userPool: UserPoolService;
  readonly context: Context;
  lastSmsCode(email: string): string | undefined;
  stop(): Promise<void>;
}

/** Sends nothing: keeps each user's last code so tests and `npm start` can show it. */
class RecordingMessageSender implements MessageSender {
  readonly codes = new Map<string, string>();
  constructor(private readonly print: boolean) {}

  private record(user: User, destination: string, code: string | undefined, medium: string) {
    const email = attributeValue('email', user.Attributes) ?? user.Username;
    if (!code) return Promise.resolve();
    this.codes.set(email.toLowerCase(), code);
    if (this.print) console.log(`[cognito-local] ${medium} code for ${email} (${destination}): ${code}`);
    return Promise.resolve();
  }
  sendEmail(_ctx: Context, user: User, destination: string, message: { __code?: string }) {
    return this.record(user, destination, message.__code, 'Email');
  }
  sendSms(_ctx: Context, user: User, destination: string, message: { __code?: string }) {
    return this.record(user, destination, message.__code, 'SMS');
  }
}

/** Where each call that sets a password carries it; cognito-local accepts any password, the deployed pool does not. */
interface PasswordCarrier {
  readonly ChallengeResponses?: { readonly NEW_PASSWORD?: unknown };
  readonly ProposedPassword?: unknown;
  readonly Password?: unknown;
  readonly TemporaryPassword?: unknown;
}
const NEW_PASSWORD_OF: Readonly<Record<string, (request: PasswordCarrier) => unknown>> = {
  RespondToAuthChallenge: (request) => request.ChallengeResponses?.NEW_PASSWORD,
  AdminRespondToAuthChallenge: (request) => request.ChallengeResponses?.NEW_PASSWORD,
  ChangePassword: (request) => request.ProposedPassword,
  AdminSetUserPassword: (request) => request.Password,
  AdminCreateUser: (request) => request.TemporaryPassword,
  ConfirmForgotPassword: (request) => request.Password,
  SignUp: (request) => request.Password,
};

/** The router with the deployed pool's password policy in front, refusing as Cognito does. */
export function withPasswordPolicy(router: CognitoRouter): CognitoRouter {
  return (target) => {
    const route = router(target);
    const passwordOf = NEW_PASSWORD_OF[target];
    if (!passwordOf) return route;
    return (ctx, request) => {
      const password = passwordOf((request ?? {}) as PasswordCarrier);
      const [broken] = typeof password === 'string' ? passwordPolicyFailures(password) : [];
      if (broken) return Promise.reject(new CognitoError('InvalidPasswordException', `Password does not conform to policy: ${broken}`));
      return route(ctx, request);
    };
  };
}

/**
 * cognito-local run in this process, as its own `createDefaultServer` does, but keeping its state
 * under `dataDir` (not `./.cognito`), issuing tokens for our loopback URL, and recording codes.
 */
export async function startCognito(options: { dataDir: string; quiet: boolean }): Promise<LocalCognito> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- pino is cognito-local's own logger, required so its version follows cognito-local's.
  const pino = require('pino') as (options: object) => Context['logger'];
  const logger = pino({ level: 'silent' });
  const context: Context = { logger };
  const dataDirectory = path.join(options.dataDir, 'db');
  mkdirSync(dataDirectory, { recursive: true });

  const config: Config = {
    ...DefaultConfig,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: 'http://127.0.0.1' },
    ServerConfig: { port: 0, hostname: '127.0.0.1', development: false, https: false },
  };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDirectory);
  const cognito = await new CognitoServiceFactoryImpl(
    dataDirectory,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(context, config.UserPoolDefaults);
  // No Lambda triggers are configured, so the trigger service never calls its Lambda or KMS clients.
  const triggers = new TriggersService(clock, cognito, { enabled: () => false } as never, {} as never);
  const sender = new RecordingMessageSender(!options.quiet);
  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(sender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const server = (await createServer(withPasswordPolicy(Router(services)), logger as never, config.ServerConfig, services).start()) as Server;
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The token generator reads this object on each sign-in: the issuer follows the port just bound.
  config.TokenConfig.IssuerDomain = url;

  const pools = await cognito.listUserPools(context);
  if (!pools.some((pool) => pool.Id === LOCAL_USER_POOL_ID)) {
    await cognito.createUserPool(context, {
      Id: LOCAL_USER_POOL_ID,
      Name: 'portal-local',
      MfaConfiguration: 'OPTIONAL',
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    });
  }
  const userPool = await cognito.getUserPool(context, LOCAL_USER_POOL_ID);
  if (!(await cognito.getAppClient(context, LOCAL_CLIENT_ID))) {
    const now = clock.get();
    await userPool.saveAppClient(context, {
      ClientId: LOCAL_CLIENT_ID,
      ClientName: 'portal-web',
      UserPoolId: LOCAL_USER_POOL_ID,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
      CreationDate: now,
      LastModifiedDate: now,
    });
  }

  return {
    url,
    userPoolId: LOCAL_USER_POOL_ID,
    clientId: LOCAL_CLIENT_ID,
    userPool,
    context,
    lastSmsCode: (email) => sender.codes.get(email.toLowerCase()),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
