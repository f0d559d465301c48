import { ActionIcon, Menu } from '@mantine/core';
import { useOptionalConfirmation } from '../confirmation/ConfirmationProvider.tsx';
import { useOptionalDownloadBanner } from '../download-banner/DownloadBannerProvider.tsx';
import { defineMessages, useUiText } from '../i18n.ts';
import { DotsIcon } from '../icons.tsx';
import { effectKind, type PageAction, substituteParams, visibleActions } from './actions.ts';

const messages = defineMessages({
  label: { id: 'ui.moreActions.label', defaultMessage: 'More Actions' },
});

export interface MoreActionsMenuProps<P> {
  actions: readonly PageAction<P>[];
  profile: P;
  /** The current route's parameters, for `{name}` placeholders in action params and query. */
  routeParams: Readonly<Record<string, string | undefined>>;
  /** Navigation actions: the shell builds the link from the route name. */
  onNavigate: (routeName: string, params: Record<string, string>, query: Record<string, string>) => void;
  /** Regular (and confirmed) actions: the spec's event by id, for the page to act on. */
  onAction: (id: string) => void;
  /** Download actions; the download banner shows while the returned promise runs. */
  onDownload?: (action: PageAction<P>) => Promise<unknown> | undefined;
  /** Upload actions: the shell opens the file manager for the action. */
  onUpload?: (action: PageAction<P>) => void;
  /** As the floating action button: round and filled, and without hideOnFab actions. */
  fab?: boolean;
}

/**
 * The More Actions menu: the page's actions the profile may use. It closes on an outside click or
 * after a choice; confirmation actions ask first (keyed by the action id).
 *
 * @example <MoreActionsMenu actions={route.actions} profile={profile} routeParams={params} onNavigate={go} onAction={emit} />
 */
export function MoreActionsMenu<P>(props: MoreActionsMenuProps<P>) {
  const text = useUiText();
  const dialog = useOptionalConfirmation();
  const banner = useOptionalDownloadBanner();
  const actions = visibleActions(props.actions, props.profile, props.fab);
  if (actions.length === 0) return null;

  const run = async (action: PageAction<P>) => {
    if (action.showConfirmation) {
      if (!dialog) throw new Error('a confirmation action needs a ConfirmationProvider');
      const custom = typeof action.showConfirmation === 'object' ? action.showConfirmation : {};
      if (!(await dialog.confirm({ ...custom, id: action.id }))) return;
    }
    switch (effectKind(action)) {
      case 'download': {
        const download = props.onDownload?.(action);
        if (download && banner) await banner.track(download);
        return;
      }
      case 'upload':
        return props.onUpload?.(action);
      case 'navigation':
        return props.onNavigate(
          action.routeName!,
          substituteParams(action.params, props.routeParams),
          substituteParams(action.query, props.routeParams),
        );
      case 'regular':
        return props.onAction(action.id);
    }
  };

  const label = text(messages.label);
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <ActionIcon
          aria-label={label}
          variant={props.fab ? 'filled' : 'default'}
          size={props.fab ? 'xl' : 'lg'}
          radius={props.fab ? 'xl' : 'md'}
        >
          <DotsIcon size={props.fab ? 22 : 18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item key={action.id} onClick={() => void run(action)}>
            {text(action.title)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
