import { useEffect } from 'react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { findMockExam, mockTitle } from '../../contract/mocks';
import { inspectOption } from '../../machines/inspection';
import { quizMachine } from '../../machines/quiz.machine';
import { mockPolicy } from '../../machines/quiz-policy';
import { useAuth } from '../auth';
import { MockRun } from '../components/mocks/MockRun';
import { useWords } from '../words/catalogue';
import { mocksWords } from '../words/mocks';

const route = getRouteApi('/_candidate/mocks/$exam/$mock/paper');

/**
 * The paper of a mock (/mocks/ssc-cgl-tier1/1/paper, candidates only; issue 18): the quiz machine with
 * the mock and the mock's policy (machines/quiz-policy.ts). Once the server has the result, the
 * candidate goes on to it (the entry is replaced: Back does not return to a submitted paper).
 */
export function MockExam() {
  const { exam, mock } = route.useParams();
  const { account } = useAuth();
  const number = Number(mock);
  if (!account || !Number.isInteger(number) || number < 1) return null;
  return (
    <MockPaper
      key={`${account.userId}/${exam}/${number}`}
      userId={account.userId}
      exam={exam}
      mock={number}
    />
  );
}

function MockPaper({
  userId,
  exam,
  mock,
}: {
  readonly userId: string;
  readonly exam: string;
  readonly mock: number;
}) {
  const words = useWords(mocksWords);
  const navigate = useNavigate();
  const actor = useActorRef(quizMachine, {
    ...inspectOption(),
    input: { userId, test: { kind: 'mock', exam, mock }, policy: mockPolicy },
  });
  const done = useSelector(actor, (state) => (state.matches('result') ? state.context.attemptId : null));
  useEffect(() => {
    if (done)
      void navigate({ to: '/mocks/attempts/$attemptId/result', params: { attemptId: done }, replace: true });
  }, [done, navigate]);
  return (
    <MockRun
      actor={actor}
      heading={findMockExam(exam)?.name ?? exam}
      subtitle={mockTitle(mock)}
      backLink={(className) => (
        <Link to="/mocks/$exam" params={{ exam }} className={className}>
          {words.result.allMocks}
        </Link>
      )}
    />
  );
}
