import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogout } from '@school/shared/api';
import { Loader } from '@school/shared/ui';
import { texts } from '../../../texts';

/** /logout ends the session and returns to the sign-in page. */
export function LogoutPage() {
  const { mutate } = useLogout();
  const navigate = useNavigate();
  useEffect(() => {
    mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
  }, [mutate, navigate]);
  return <Loader label={texts.logout.inProgress} />;
}
