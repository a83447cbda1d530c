import { describe, expect, it } from 'vitest';
import { isoBirthday, socialLoginBody } from './social-profile';

describe('what POST /social-login receives from a provider’s answer', () => {
  it('Facebook: name, e-mail, birthday as an ISO date, gender and the nested picture URL', () => {
    expect(
      socialLoginBody({
        uid: 'fb-uid-1',
        idToken: 'fb-id-token',
        displayName: 'Ignored when the profile has a name',
        email: null,
        profile: {
          name: 'Farah Fb',
          email: 'farah@example.test',
          birthday: '07/14/1990',
          gender: 'female',
          picture: { data: { url: 'https://graph.example/farah.jpg' } },
        },
      }),
    ).toEqual({
      uid: 'fb-uid-1',
      id_token: 'fb-id-token',
      name: 'Farah Fb',
      email: 'farah@example.test',
      dob: '1990-07-14',
      gender: 'female',
      image: 'https://graph.example/farah.jpg',
    });
  });

  it('Google/Twitter: the Firebase user fills what the profile lacks; values the contract refuses are left out', () => {
    expect(
      socialLoginBody({
        uid: 'g-uid-2',
        idToken: 'g-id-token',
        displayName: 'Gus Google',
        email: 'not-an-email',
        phoneNumber: '+15550100',
        photoURL: 'javascript:alert(1)',
        profile: { birthday: 'sometime in May' },
      }),
    ).toEqual({ uid: 'g-uid-2', id_token: 'g-id-token', name: 'Gus Google', phone: '+15550100' });
  });

  it('reads ISO and US birthdays only', () => {
    expect(isoBirthday('2001-02-03')).toBe('2001-02-03');
    expect(isoBirthday('02/03/2001')).toBe('2001-02-03');
    expect(isoBirthday('3 Feb 2001')).toBeUndefined();
    expect(isoBirthday(undefined)).toBeUndefined();
  });
});
