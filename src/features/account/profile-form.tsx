'use client';
// Editing one's full name and username on this site. The e-mail is shown but not editable: it is
// the sign-in address of the account, which belongs to every site the person uses. A save is
// confirmed with a toast; field messages and failures stay in the form, where they are fixed.
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useToast } from '@/components/ui/toast';
import { profileFieldErrors, type ProfileField, type ProfileMessageKey } from '@/schemas/account';
import { buttonClass, describedBy, Field, FormStatus, inputClass } from './fields';
import { commonErrorKey, sendJson } from './send';
import type { PROFILE_FORM_LABELS } from './label-keys';

type Labels = Record<(typeof PROFILE_FORM_LABELS)[number], string>;

type Props = { initial: { username: string; fullName: string; email: string }; labels: Labels; accent: string };

export function ProfileForm({ initial, labels, accent }: Props) {
  const id = useId();
  const router = useRouter();
  const [errors, setErrors] = useState<Partial<Record<ProfileField, ProfileMessageKey>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { toast } = useToast();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input = { username: String(data.get('username') ?? ''), full_name: String(data.get('full_name') ?? '') };
    const found = profileFieldErrors(input);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await sendJson('PATCH', '/api/account/profile', input);
    setBusy(false);
    if (!result.ok) {
      if (result.status === 409) setErrors({ username: 'usernameTaken' });
      else setFailure(labels[commonErrorKey(result.status)]);
      return;
    }
    toast({ type: 'success', message: labels.saved });
    router.refresh();
  }

  const field = (name: ProfileField) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-5" data-testid="profile-form">
      <Field id={field('full_name')} label={labels.fullName} error={errors.full_name && labels[errors.full_name]}>
        <input
          id={field('full_name')}
          name="full_name"
          type="text"
          autoComplete="name"
          defaultValue={initial.fullName}
          maxLength={120}
          className={inputClass}
          {...describedBy(field('full_name'), false, errors.full_name)}
        />
      </Field>
      <Field id={field('username')} label={labels.username} hint={labels.usernameHint} error={errors.username && labels[errors.username]}>
        <input
          id={field('username')}
          name="username"
          type="text"
          autoComplete="username"
          required
          minLength={3}
          maxLength={40}
          defaultValue={initial.username}
          className={inputClass}
          {...describedBy(field('username'), true, errors.username)}
        />
      </Field>
      <Field id={`${id}-email`} label={labels.email} hint={labels.emailHint}>
        <input id={`${id}-email`} type="email" value={initial.email} readOnly className={`${inputClass} bg-gray-50 text-gray-700`} aria-describedby={`${id}-email-hint`} />
      </Field>
      {failure && <FormStatus tone="error">{failure}</FormStatus>}
      <button type="submit" disabled={busy} className={buttonClass(accent)}>{busy ? labels.saving : labels.save}</button>
    </form>
  );
}
