import { TextInput } from './TextInput.tsx';

export function TrimmedWithMaxLength() {
  return (
    <TextInput
      label="status name"
      description="trimmed on blur, at most 50 characters"
      maxLength={50}
      defaultValue="  Ready for move-in  "
      maw={360}
    />
  );
}
