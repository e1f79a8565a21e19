// A screen whose feature has not arrived yet: its title and an honest empty state.
import type { ReactNode } from 'react';
import { EmptyState, ScreenTitle } from './screen-parts';

export interface SimpleScreenProps {
  title: string;
  emptyTitle: string;
  emptyBody: string;
  icon?: ReactNode;
  actions?: ReactNode;
}

export function SimpleScreen({ title, emptyTitle, emptyBody, icon, actions }: SimpleScreenProps) {
  return (
    <>
      <ScreenTitle>{title}</ScreenTitle>
      <EmptyState title={emptyTitle} body={emptyBody} icon={icon} actions={actions} />
    </>
  );
}
