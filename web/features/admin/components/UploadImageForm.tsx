import styled from "@emotion/styled";
import { useRef, useState, type FormEvent } from "react";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Field, Input, TextField } from "../../../ui/Field.tsx";
import { useToast } from "../../../ui/toast.ts";
import { space } from "../../../ui/theme.ts";
import { useUploadImage } from "../hooks/use-image-actions.ts";
import { operationsText } from "../operations/i18n.ts";
import { IMAGE_TYPES, imageFileProblem } from "../utils/image-file.ts";

const Form = styled.form`
  display: grid;
  gap: ${space.md};
  justify-items: start;
  max-width: 40rem;
  & > div {
    width: 100%;
  }
`;

const FileInput = styled(Input)`
  padding: 0.5rem;
  cursor: pointer;
`;

const DESCRIPTION_MAX_LENGTH = 500;

export function UploadImageForm() {
  const t = useT(operationsText);
  const [file, setFile] = useState<File | null>(null);
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const { toast } = useToast();

  function choose(chosen: File | undefined) {
    const problem = chosen ? imageFileProblem(chosen) : null;
    if (chosen && problem) {
      toast({ title: problem.title, description: problem.description, variant: "destructive" });
      setError(`${problem.title} - ${problem.description}`);
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      return;
    }
    setError(undefined);
    setFile(chosen ?? null);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setError(t("upload.missing"));
      return;
    }
    const form = event.currentTarget;
    upload.mutate(
      { file, description: description.trim() },
      {
        onSuccess: () => {
          form.reset();
          setFile(null);
          setDescription("");
        },
      },
    );
  }

  return (
    <Card title={t("upload.title")}>
      <Form onSubmit={submit} noValidate>
        <Field label={t("upload.image")} hint={t("upload.imageHint")} error={error}>
          {(ids) => (
            <FileInput
              {...ids}
              ref={fileInput}
              type="file"
              accept={IMAGE_TYPES.join(",")}
              onChange={(event) => choose(event.target.files?.[0])}
            />
          )}
        </Field>
        <TextField
          label={t("upload.description")}
          hint={t("upload.descriptionHint")}
          maxLength={DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? t("upload.pending") : t("upload.submit")}
        </Button>
      </Form>
    </Card>
  );
}
