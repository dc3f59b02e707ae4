import { useCurrentUser } from '@school/shared/api';
import { formatDate } from '@school/shared/domain';
import { GraphqlProvider, graphqlErrorMessage } from '@school/shared/graphql';
import { canPublishLegalOffer } from '@school/shared/permissions';
import { Button, ButtonLink, EmptyState, ErrorScreen, Loader, toast } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useAcceptOffer, usePendingOffers } from '../api/legal-offer-queries';
import styles from './legal-offers.module.css';
import { PublishOffer } from './publish-offer';

function TeacherOffers({ teacherId }: { teacherId: number }) {
  const { offers, loading, error, refetch } = usePendingOffers(teacherId);
  const { accept, accepting } = useAcceptOffer(teacherId);

  if (error && !offers) return <ErrorScreen message={graphqlErrorMessage(error)} onRetry={() => void refetch()} />;
  if (!offers) return <Loader />;

  const onAccept = async (offerId: number) => {
    try {
      await accept(offerId);
      toast.success(texts.legalOffers.accepted);
    } catch (e) {
      toast.error(graphqlErrorMessage(e), texts.legalOffers.failure);
    }
  };

  if (offers.length === 0) {
    return (
      <div className="sc-panel" data-testid="legal-offers-done">
        <EmptyState text={texts.legalOffers.allAccepted}>
          <ButtonLink to="/lms/dashboard">{texts.legalOffers.toDashboard}</ButtonLink>
        </EmptyState>
      </div>
    );
  }

  return (
    <>
      <p>{texts.legalOffers.intro}</p>
      {offers.map((change) => {
        const date = formatDate(change.teacherLegalOffer.createdAt);
        return (
          <section key={change.id} className={`sc-panel sc-panel--compact ${styles.offer}`} aria-labelledby={`offer-${change.id}`} data-testid="legal-offer">
            <h2 id={`offer-${change.id}`} className="sc-panel__title">
              {texts.legalOffers.offerFrom(date)}
            </h2>
            <div className={styles.text} role="region" aria-label={texts.legalOffers.textLabel(date)} tabIndex={0} data-testid="legal-offer-text">
              {change.teacherLegalOffer.content}
            </div>
            <div className={styles.actions}>
              <Button onClick={() => void onAccept(change.teacherLegalOffer.id)} loading={accepting || loading}>
                {texts.legalOffers.accept}
              </Button>
            </div>
          </section>
        );
      })}
    </>
  );
}

function LegalOffers() {
  const user = useCurrentUser();
  return (
    <div data-testid="legal-offers-page">
      <h1 className="sc-page-title">{texts.legalOffers.title}</h1>
      {user.isTeacher && <TeacherOffers teacherId={user.id} />}
      {!user.isTeacher && canPublishLegalOffer(user) && <p className={styles.muted}>{texts.legalOffers.forAdmins}</p>}
      {canPublishLegalOffer(user) && <PublishOffer />}
      {!user.isTeacher && !canPublishLegalOffer(user) && <ErrorScreen title={texts.noAccessTitle} message={texts.noAccess} />}
    </div>
  );
}

/** /lms/teacher-legal-offers-to-accept: teachers accept their offers; admins publish new versions (GraphQL). */
export function LegalOffersPage() {
  return (
    <GraphqlProvider>
      <LegalOffers />
    </GraphqlProvider>
  );
}
