'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { QueryProviderClient } from '@/components/query/query-provider-client';
import { type SuggestAnswer, suggestQuery } from '@/lib/query/suggest';

type Props = {
  /** The debounced text. */
  text: string;
  /** Called with each answer (the previous text's stays until the next arrives). */
  onAnswer: (answer: SuggestAnswer) => void;
};

/** The header search's data, loaded on the reader's first keystroke so pages carry no TanStack
 *  Query until someone types. Renders nothing: the combobox stays in site-search-client.tsx. */
export default function SiteSuggestionsClient(props: Props) {
  return (
    <QueryProviderClient>
      <Suggestions {...props} />
    </QueryProviderClient>
  );
}

function Suggestions({ text, onAnswer }: Props) {
  const { data } = useQuery(suggestQuery(text));
  useEffect(() => {
    if (data) onAnswer(data);
  }, [data, onAnswer]);
  return null;
}
