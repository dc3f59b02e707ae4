import { useState, type FormEvent } from 'react';
import { formatDate } from '@school/shared/domain';
import { GraphqlProvider, graphqlErrorMessage } from '@school/shared/graphql';
import { PublishLegalOfferInputSchema } from '@school/shared/schemas';
import { Button, ConfirmDialog, Loader, TextArea, toast, useSchemaForm } from '@school/shared/ui';
import { texts } from '../../../texts';
import { useCurrentOffer, usePublishOffer } from '../api/legal-offer-queries';
import styles from './legal-offers.module.css';

function PublishOfferForm() {
  const { offer, loading } = useCurrentOffer();
  const [publish, publishState] = usePublishOffer();
  const form = useSchemaForm(PublishLegalOfferInputSchema, { content: '' });
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.submit()) setConfirming(true);
  };

  const confirm = async () => {
    const values = form.submit();
    if (!values) return;
    setFailure(null);
    try {
      await publish({ variables: { content: values.content } });
      toast.success(texts.publishOffer.published);
      form.reset({ content: '' });
    } catch (e) {
      setFailure(graphqlErrorMessage(e));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <section className={`sc-panel sc-panel--compact ${styles.offer}`} aria-labelledby="publish-offer-title" data-testid="publish-offer">
      <h2 id="publish-offer-title" className="sc-panel__title">
        {texts.publishOffer.title}
      </h2>
      <h3 style={{ fontSize: 16, margin: '0 0 8px' }}>
        {texts.publishOffer.current} {offer && texts.publishOffer.currentFrom(formatDate(offer.createdAt))}
      </h3>
      {loading && !offer ? (
        <Loader inline />
      ) : offer ? (
        <div className={styles.current}>{offer.content}</div>
      ) : (
        <p className={styles.muted}>{texts.publishOffer.none}</p>
      )}
      <form onSubmit={submit} noValidate style={{ marginTop: 20 }}>
        <TextArea label={texts.publishOffer.content} {...form.field('content')} hint={texts.publishOffer.hint} rows={10} />
        {failure && (
          <p className="sc-form-error" role="alert">
            {failure}
          </p>
        )}
        <Button type="submit" disabled={!form.dirty} loading={publishState.loading}>
          {texts.publishOffer.submit}
        </Button>
      </form>
      {confirming && (
        <ConfirmDialog
          title={texts.publishOffer.confirmTitle}
          text={texts.publishOffer.confirmText}
          confirmLabel={texts.publishOffer.submit}
          busy={publishState.loading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void confirm()}
        />
      )}
    </section>
  );
}

/** Admins: the current offer and a form to publish a new version every teacher must accept (GraphQL). */
export function PublishOffer() {
  return (
    <GraphqlProvider>
      <PublishOfferForm />
    </GraphqlProvider>
  );
}
