import { Fragment, useState } from 'react';
import { Button, Loader, Modal } from '@school/shared/ui';
import { usePlacement } from '../../analytics';
import { dashboardTexts } from '../texts';
import { useSupportWidgetData } from '../api/dashboard-queries';
import { supportFacts, supportMailto } from '../model/support';
import styles from './dashboard.module.css';

/** The support chat button: it hands support the learner's name, contacts, plan and totals. */
export function SupportChat() {
  const [open, setOpen] = useState(false);
  const [placementRef, trackPlacementClick] = usePlacement('support');
  const data = useSupportWidgetData(open);
  return (
    <section ref={placementRef} className="sc-panel sc-panel--compact" aria-labelledby="support-title" data-testid="support-chat">
      <h2 id="support-title" className={styles.title}>
        {dashboardTexts.support.title}
      </h2>
      <p className={styles.text}>{dashboardTexts.support.text}</p>
      <Button
        variant="secondary"
        onClick={() => {
          trackPlacementClick();
          setOpen(true);
        }}
      >
        {dashboardTexts.support.open}
      </Button>
      {open && (
        <Modal
          title={dashboardTexts.support.dialogTitle}
          onClose={() => setOpen(false)}
          testId="support-dialog"
          footer={
            <a className="sc-button sc-button--primary" href={supportMailto(data.data)}>
              {dashboardTexts.support.write}
            </a>
          }
        >
          {data.isPending ? (
            <Loader inline />
          ) : data.data ? (
            <>
              <p>{dashboardTexts.support.dialogText}</p>
              <dl className="sc-facts">
                {supportFacts(data.data).map((fact) => (
                  <Fragment key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </Fragment>
                ))}
              </dl>
            </>
          ) : (
            <p>{dashboardTexts.support.loadFailed}</p>
          )}
        </Modal>
      )}
    </section>
  );
}
