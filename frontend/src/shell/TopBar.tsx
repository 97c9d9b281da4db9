import TopNavigation from '@cloudscape-design/components/top-navigation';
import { useState } from 'react';
import type { Intermediary } from '../../../domain/intermediary';
import { useAuth } from '../auth/auth-context';
import ChangePasswordModal from '../auth/ChangePasswordModal';
import { APPLICATION_TITLE } from '../shared/application';
import { useLeaveGuard } from '../shared/unsaved-changes';
import { sortedIntermediaries } from './intermediary-choice';
import { useSession } from './session-context';

/** The right of the menu: the user's name (with Change Password), the intermediary selector by name, Sign out. */
export default function TopBar({ onChooseIntermediary }: { onChooseIntermediary: (intermediary: Intermediary) => void }) {
  const { user, intermediary } = useSession();
  const { confirmLeave } = useLeaveGuard();
  const { signOut } = useAuth();
  const [changingPassword, setChangingPassword] = useState(false);
  const intermediaries = sortedIntermediaries(user.tpis);

  return (
    <>
      <TopNavigation
        identity={{ href: '/', title: APPLICATION_TITLE }}
        i18nStrings={{ overflowMenuTriggerText: 'More', overflowMenuTitleText: 'All', overflowMenuBackIconAriaLabel: 'Back', overflowMenuDismissIconAriaLabel: 'Close menu' }}
        utilities={[
          {
            type: 'menu-dropdown',
            text: `${user.firstname} ${user.lastname}`,
            iconName: 'user-profile',
            items: [{ id: 'change-password', text: 'Change Password' }],
            onItemClick: ({ detail }) => detail.id === 'change-password' && setChangingPassword(true),
          },
          {
            type: 'menu-dropdown',
            text: intermediary.name,
            title: 'Intermediary',
            ariaLabel: `Intermediary: ${intermediary.name}`,
            items: intermediaries.map((tpi) => ({ id: String(tpi.id), text: tpi.name, checked: tpi.id === intermediary.id, itemType: 'checkbox' as const })),
            onItemClick: ({ detail }) => {
              const chosen = intermediaries.find((tpi) => String(tpi.id) === detail.id);
              if (chosen && chosen.id !== intermediary.id) confirmLeave(() => onChooseIntermediary(chosen));
            },
          },
          { type: 'button', text: 'Sign out', onClick: () => confirmLeave(() => void signOut()) },
        ]}
      />
      {changingPassword && <ChangePasswordModal onClose={() => setChangingPassword(false)} />}
    </>
  );
}
