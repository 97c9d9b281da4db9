import type { LocalCognito } from '../cognito';
import { createUser, findUserId, type UserDirectory } from '../../ops/user-directory';
import { DEMO_PASSWORD, DEMO_SMS_PHONE, DEMO_TEMPORARY_PASSWORD, DEMO_TOTP_SECRET, DEMO_USERS, type DemoUser } from './demo-data';

/**
 * cognito-local's AssociateSoftwareToken draws a random secret and it has no admin call for SMS
 * MFA, so the demo's fixed TOTP secret and SMS option are written on the pool's user record.
 */
async function enableMfa(cognito: LocalCognito, user: DemoUser) {
  const record = await cognito.userPool.getUserByUsername(cognito.context, user.email);
  if (!record) throw new Error(`Seeded user ${user.email} is missing from cognito-local`);
  if (user.mfa === 'totp') {
    await cognito.userPool.saveUser(cognito.context, {
      ...record,
      SoftwareTokenMfaConfiguration: { Secret: DEMO_TOTP_SECRET, Verified: true, FriendlyDeviceName: 'Demo authenticator' },
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
    } as typeof record);
  } else if (user.mfa === 'sms') {
    await cognito.userPool.saveUser(cognito.context, {
      ...record,
      MFAOptions: [{ DeliveryMedium: 'SMS', AttributeName: 'phone_number' }],
      UserMFASettingList: ['SMS_MFA'],
      PreferredMfaSetting: 'SMS_MFA',
    } as typeof record);
  }
}

/** Creates each demo user that does not exist yet, with profile, password and MFA. */
export async function seedDemoUsers(directory: UserDirectory, cognito: LocalCognito): Promise<number> {
  let created = 0;
  for (const user of DEMO_USERS) {
    if (await findUserId(directory, user.email)) continue;
    await createUser(directory, {
      email: user.email,
      firstname: user.firstname,
      lastname: user.lastname,
      applications: user.applications,
      tpis: user.tpis,
      reports: user.reports,
      temporaryPassword: DEMO_TEMPORARY_PASSWORD,
      password: user.mustChangePassword ? undefined : DEMO_PASSWORD,
      phoneNumber: user.mfa === 'sms' ? DEMO_SMS_PHONE : undefined,
    });
    if (user.mfa !== 'none') await enableMfa(cognito, user);
    created += 1;
  }
  return created;
}
