import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { Center, Loader, Text } from '@mantine/core';
import { postDemoLogin } from '../../features/auth/api/login';
import { storage } from '../../lib/storage';

/** Preview mode logs in by itself as the demo user and opens the marketplace. */
export function DemoAutoLogin() {
  const [state, setState] = useState<'pending' | 'done' | 'failed'>('pending');
  useEffect(() => {
    postDemoLogin()
      .then((r) => {
        storage.setTokens(r.apiToken, r.wpToken);
        setState('done');
      })
      .catch(() => setState('failed'));
  }, []);
  if (state === 'done') return <Navigate to="/marketplace" replace />;
  return <Center h="100vh">{state === 'failed' ? <Text>The demo is not available right now. Please try again later.</Text> : <Loader />}</Center>;
}
