// /account/profile: edit one's full name and username on this site. Registration lands here.
import type { Metadata } from 'next';
import { loadAccountPage } from '@/server/account/page';
import type { SiteParams } from '@/server/site/context';
import { AccountHeader } from '@/features/account/account-header';
import { Card } from '@/features/account/card';
import { pick } from '@/features/account/labels';
import { PROFILE_FORM_LABELS } from '@/features/account/label-keys';
import { ProfileForm } from '@/features/account/profile-form';
import { accountTabs } from '@/features/account/tabs';

export const metadata: Metadata = { robots: { index: false } };

export default async function ProfilePage({ params }: { params: SiteParams }) {
  const page = await loadAccountPage(params, '/account/profile');
  const { labels, t, accent, siteName, href } = page;
  const { profile } = page.member;
  return (
    <>
      <AccountHeader title={labels.profileTitle} intro={t('account.profileIntro', { site: siteName })} tabs={accountTabs(labels, href, '/account/profile')} navLabel={labels.navLabel} accent={accent} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <Card id="profile-edit" title={labels.profileHeading}>
          <ProfileForm
            initial={{ username: profile.username, fullName: profile.fullName ?? '', email: profile.email }}
            labels={pick(labels, PROFILE_FORM_LABELS)}
            accent={`${accent.bg} ${accent.hoverBg}`}
          />
        </Card>
      </div>
    </>
  );
}
