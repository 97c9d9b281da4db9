import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../shell/session-context';

/** Home: where the application opens and where routes the user may not use lead. */
export default function HomePage() {
  const { user, intermediary } = useSession();
  const navigate = useNavigate();
  return (
    <ContentLayout header={<Header variant="h1" description={`Working for ${intermediary.name}`}>Welcome, {user.firstname}</Header>}>
      <Container>
        <SpaceBetween size="s">
          <Box>Choose a screen from the menu. The intermediary you work for can be changed at the top right.</Box>
          <Link href="/info" onFollow={(event) => { event.preventDefault(); void navigate('/info'); }}>Release information</Link>
        </SpaceBetween>
      </Container>
    </ContentLayout>
  );
}
