// Add a staff member (username, name, roles) or edit one (name, roles). A failure keeps the dialog
// open with its translated text and what was typed.
import { STAFF_ROLES, STAFF_USERNAME_PATTERN, type Staff, type StaffRole } from '@portal/contracts';
import { Button, Checkbox, FormAlert, Input, Modal } from '@portal/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { styled } from 'styled-components';
import { errorText } from '../../shared/error-texts';
import { FormFrame } from '../../shared/form-layout';
import { useBackofficeTranslation } from '../../shared/use-backoffice-translation';

export interface StaffFormValues {
  username: string;
  displayName: string;
  roles: StaffRole[];
}

const Roles = styled.fieldset`
  border: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  legend {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const RoleError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface StaffFormDialogProps {
  /** The staff member to edit; none adds one. */
  staff?: Staff;
  onSubmit: (values: StaffFormValues) => Promise<void>;
  onClose: () => void;
}

export function StaffFormDialog({ staff, onSubmit, onClose }: StaffFormDialogProps) {
  const { t } = useBackofficeTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<StaffFormValues>({
    defaultValues: {
      username: staff?.username ?? '',
      displayName: staff?.displayName ?? '',
      roles: staff?.roles ?? [],
    },
  });
  const title = staff ? t('staff.editTitle', { username: staff.username }) : t('staff.createTitle');

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit({ ...values, username: values.username.trim(), displayName: values.displayName.trim() });
    } catch (error) {
      setFailure(errorText(t, error));
    }
  });

  return (
    <Modal open onClose={onClose} title={title} closeLabel={t('form.close')}>
      <FormFrame onSubmit={submit} noValidate aria-label={title}>
        {failure && <FormAlert>{failure}</FormAlert>}
        {!staff && (
          <Input
            {...register('username', {
              required: t('form.required'),
              validate: (value) => STAFF_USERNAME_PATTERN.test(value.trim()) || t('staff.usernameInvalid'),
            })}
            label={t('staff.username')}
            hint={t('staff.usernameHint')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            error={errors.username?.message}
          />
        )}
        <Input
          {...register('displayName', { required: t('form.required') })}
          label={t('staff.displayName')}
          maxLength={64}
          required
          error={errors.displayName?.message}
        />
        <Roles aria-describedby={errors.roles ? 'staff-roles-error' : undefined}>
          <legend>{t('staff.roles')}</legend>
          {STAFF_ROLES.map((role) => (
            <Checkbox
              key={role}
              {...register('roles', { validate: (roles) => roles.length > 0 || t('staff.rolesRequired') })}
              value={role}
              label={t(`roles.${role}`)}
            />
          ))}
          {errors.roles && <RoleError id="staff-roles-error">{errors.roles.message}</RoleError>}
        </Roles>
        <Button type="submit" loading={isSubmitting}>
          {staff ? t('staff.save') : t('staff.createSubmit')}
        </Button>
      </FormFrame>
    </Modal>
  );
}
