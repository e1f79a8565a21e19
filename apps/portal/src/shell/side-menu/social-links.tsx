// Facebook, Instagram and Telegram links from the tenant's resources (each only if configured).
import { useTranslation } from '@portal/i18n';
import type { ComponentType } from 'react';
import { useTenant } from '../../tenant/tenant-context';
import { FacebookIcon, InstagramIcon, TelegramIcon } from '../icons/extra-icons';
import { SocialAnchor, SocialList } from './side-menu.styles';

const SOCIAL_NETWORKS: readonly { type: 'FACEBOOK' | 'INSTAGRAM' | 'TELEGRAM'; name: string; Icon: ComponentType }[] = [
  // Network names are brands: the same in every language.
  { type: 'FACEBOOK', name: 'Facebook', Icon: FacebookIcon },
  { type: 'INSTAGRAM', name: 'Instagram', Icon: InstagramIcon },
  { type: 'TELEGRAM', name: 'Telegram', Icon: TelegramIcon },
];

export function SocialLinks({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell');
  const { resources } = useTenant().config;
  const links = SOCIAL_NETWORKS.flatMap(({ type, name, Icon }) => {
    const resource = resources.find((candidate) => candidate.resourceType === type && candidate.url);
    return resource ? [{ type, name, Icon, url: resource.url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <SocialList $collapsed={collapsed} aria-label={t('sideMenu.social')}>
      {links.map(({ type, name, Icon, url }) => (
        <li key={type}>
          <SocialAnchor
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('externalLink', { name })}
            title={name}
          >
            <Icon />
          </SocialAnchor>
        </li>
      ))}
    </SocialList>
  );
}
