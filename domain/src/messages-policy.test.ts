import { describe, expect, it } from 'vitest';
import { NOTIFICATIONS } from './constants';
import {
  DEFAULT_MESSAGE_KIND_SETTINGS,
  isAlwaysOnKind,
  isReminderKind,
  MESSAGE_KIND_GROUPS,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  messageChannelsFor,
  messageKindSettingsOf,
  REMINDER_MESSAGE_KINDS,
  type MessageKind,
  type MessagePreferences,
} from './messages-policy';

const NON_REMINDERS = MESSAGE_KINDS.filter((kind) => !isReminderKind(kind));
const on = { whatsappEnabled: true };
const off = { whatsappEnabled: false };

function prefs(email: boolean, whatsapp: boolean, reminders: boolean): MessagePreferences {
  return { email, whatsapp, reminders };
}

describe('message kinds', () => {
  it('lists twelve kinds, each with a Spanish label and a group', () => {
    expect(MESSAGE_KINDS).toHaveLength(13);
    for (const kind of MESSAGE_KINDS) {
      expect(MESSAGE_KIND_LABELS[kind]).toMatch(/^\p{Lu}/u);
      expect(['account', 'money', 'reminder']).toContain(MESSAGE_KIND_GROUPS[kind]);
    }
    expect(MESSAGE_KIND_LABELS.membership_ending).toBe('Membresía por vencer');
    // A freeze and its resume always reach the member: they change the days they paid for.
    expect(MESSAGE_KIND_LABELS.membership_frozen).toBe('Membresía congelada');
    expect(MESSAGE_KIND_GROUPS.membership_unfrozen).toBe('money');
  });

  it('counts only the membership ending and ended as reminders', () => {
    expect(REMINDER_MESSAGE_KINDS).toEqual(['membership_ending', 'membership_ended']);
    expect(isReminderKind('payment_receipt')).toBe(false);
    expect(MESSAGE_KIND_GROUPS.password_reset).toBe('account');
    expect(MESSAGE_KIND_GROUPS.payment_rejected).toBe('money');
  });

  it('the admin switches every kind on by default', () => {
    expect(Object.keys(DEFAULT_MESSAGE_KIND_SETTINGS).sort()).toEqual([...MESSAGE_KINDS].sort());
    expect(Object.values(DEFAULT_MESSAGE_KIND_SETTINGS).every(Boolean)).toBe(true);
  });

  it('a member starts with e-mail and reminders on, WhatsApp off', () => {
    expect(NOTIFICATIONS.defaults).toMatchObject({ email: true, whatsapp: false, reminders: true });
    expect(messageChannelsFor('membership_ending', NOTIFICATIONS.defaults, on)).toEqual(['email']);
  });
});

describe('messageChannelsFor', () => {
  const each = (kinds: readonly MessageKind[], check: (kind: MessageKind) => void) => kinds.forEach(check);

  it('1. a reminder with reminders off goes nowhere, whatever the channels', () => {
    each(REMINDER_MESSAGE_KINDS, (kind) => {
      expect(messageChannelsFor(kind, prefs(true, true, false), on)).toEqual([]);
      expect(messageChannelsFor(kind, prefs(true, false, false), off)).toEqual([]);
      expect(messageChannelsFor(kind, prefs(false, false, false), off)).toEqual([]);
    });
  });

  it('reminders off leaves account and money messages alone', () => {
    each(NON_REMINDERS, (kind) => {
      expect(messageChannelsFor(kind, prefs(true, true, false), on)).toEqual(['email', 'whatsapp']);
    });
  });

  it('2. every kind goes by e-mail when e-mail is on', () => {
    each(MESSAGE_KINDS, (kind) => {
      expect(messageChannelsFor(kind, prefs(true, false, true), on)).toEqual(['email']);
      expect(messageChannelsFor(kind, prefs(true, false, true), off)).toEqual(['email']);
    });
  });

  it('3. WhatsApp as well when the member chose it and it can reach them', () => {
    each(MESSAGE_KINDS, (kind) => {
      expect(messageChannelsFor(kind, prefs(true, true, true), on)).toEqual(['email', 'whatsapp']);
      expect(messageChannelsFor(kind, prefs(false, true, true), on)).toEqual(['whatsapp']);
    });
  });

  it('3. never WhatsApp when the gym has none (or no number), even if chosen', () => {
    each(REMINDER_MESSAGE_KINDS, (kind) => {
      expect(messageChannelsFor(kind, prefs(true, true, true), off)).toEqual(['email']);
    });
    each(NON_REMINDERS, (kind) => {
      expect(messageChannelsFor(kind, prefs(true, true, true), off)).toEqual(['email']);
    });
  });

  it('3. never WhatsApp when the member did not choose it, even if the gym has it', () => {
    each(MESSAGE_KINDS, (kind) => {
      expect(messageChannelsFor(kind, prefs(true, false, true), on)).not.toContain('whatsapp');
    });
  });

  it('4. an account or money message with e-mail off and no WhatsApp still goes by e-mail', () => {
    each(NON_REMINDERS, (kind) => {
      expect(messageChannelsFor(kind, prefs(false, false, true), on)).toEqual(['email']);
      expect(messageChannelsFor(kind, prefs(false, true, true), off)).toEqual(['email']);
      expect(messageChannelsFor(kind, prefs(false, false, false), off)).toEqual(['email']);
    });
  });

  it('4. e-mail off with WhatsApp reachable: an account or money message goes by WhatsApp only', () => {
    each(NON_REMINDERS, (kind) => {
      expect(messageChannelsFor(kind, prefs(false, true, false), on)).toEqual(['whatsapp']);
    });
  });

  it('4. a reminder with e-mail off and no WhatsApp gets none', () => {
    each(REMINDER_MESSAGE_KINDS, (kind) => {
      expect(messageChannelsFor(kind, prefs(false, false, true), on)).toEqual([]);
      expect(messageChannelsFor(kind, prefs(false, true, true), off)).toEqual([]);
    });
  });

  it('an account or money message reaches the person on some channel under every setting', () => {
    const flags = [true, false];
    for (const kind of NON_REMINDERS)
      for (const email of flags)
        for (const whatsapp of flags)
          for (const reminders of flags)
            for (const whatsappEnabled of flags)
              expect(
                messageChannelsFor(kind, prefs(email, whatsapp, reminders), { whatsappEnabled }).length,
              ).toBeGreaterThan(0);
  });
});

describe("the admin's switch per kind (messageKindSettingsOf)", () => {
  it('nothing stored: every kind on', () => {
    expect(messageKindSettingsOf(null)).toEqual(DEFAULT_MESSAGE_KIND_SETTINGS);
    expect(Object.values(messageKindSettingsOf({})).every(Boolean)).toBe(true);
  });

  it('reads the stored switches, ignores unknown keys and keeps the password reset on', () => {
    const settings = messageKindSettingsOf({ welcome: false, password_reset: false, nonsense: false });
    expect(settings.welcome).toBe(false);
    expect(settings.password_reset).toBe(true);
    expect(settings).not.toHaveProperty('nonsense');
    expect(isAlwaysOnKind('password_reset')).toBe(true);
    expect(isAlwaysOnKind('welcome')).toBe(false);
  });
});
