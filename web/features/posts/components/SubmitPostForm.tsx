import styled from "@emotion/styled";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "../../../ui/Button.tsx";
import { Card } from "../../../ui/Card.tsx";
import { SelectField, TextField } from "../../../ui/Field.tsx";
import { useToast } from "../../../ui/toast.ts";
import { colors, space } from "../../../ui/theme.ts";
import type { NewPost } from "../api/posts.ts";
import { useSubmitPost } from "../hooks/use-submit-post.ts";
import { fieldErrorsOf, fieldMessage, type FieldErrors } from "../utils/field-errors.ts";
import { PLATFORM_OPTIONS, type Platform } from "../../../lib/platforms.ts";
import { POST_REWARD_SEN, toRinggit } from "../../../../domain/money.ts";
import { rmWhole } from "../../../lib/format.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { postsText } from "../i18n.ts";

const Form = styled.form`
  display: grid;
  gap: ${space.md};
`;

const Intro = styled.p`
  color: ${colors.textMuted};
`;

const EMPTY: NewPost = { title: "", url: "", platform: "instagram" };
// An address, the same in every language.
const LINK_EXAMPLE = "https://www.instagram.com/p/...";

// The server is the one judge of a valid post; its field messages are shown under the fields,
// a link already submitted (409) or on another platform's site (400) under the link. Shown on
// Posts and on Reports; `focusTitle` when the member came to submit (the dashboard's button).
export function SubmitPostForm({ focusTitle = false }: { focusTitle?: boolean }) {
  const [post, setPost] = useState<NewPost>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useSubmitPost();
  const { toast } = useToast();
  const t = useT(postsText);
  const form = useRef<HTMLFormElement>(null);
  // Set when the server rejects fields, so focus moves to the first one once it is marked invalid.
  const focusFirstInvalid = useRef(false);
  const title = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);

  useEffect(() => {
    if (!focusFirstInvalid.current) return;
    focusFirstInvalid.current = false;
    form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [errors]);

  function change<K extends keyof NewPost>(key: K, value: NewPost[K]) {
    setPost((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit.mutate(post, {
      onSuccess: () => {
        setPost(EMPTY);
        setErrors({});
        toast({ title: t("submit.doneTitle"), description: t("submit.doneDescription"), variant: "success" });
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (fields) {
          focusFirstInvalid.current = true;
          setErrors(fields);
        } else toast({ title: t("submit.failedTitle"), description: error.message, variant: "destructive" });
      },
    });
  }

  return (
    <Card title={t("submit.title")}>
      <Intro>{t("submit.intro", { amount: rmWhole(toRinggit(POST_REWARD_SEN)) })}</Intro>
      <Form ref={form} noValidate onSubmit={onSubmit}>
        <TextField
          ref={title}
          label={t("submit.postTitle")}
          required
          maxLength={200}
          value={post.title}
          error={fieldMessage(t("submit.postTitle"), errors.title)}
          onChange={(event) => change("title", event.target.value)}
        />
        <TextField
          label={t("submit.link")}
          type="url"
          inputMode="url"
          required
          placeholder={LINK_EXAMPLE}
          value={post.url}
          error={fieldMessage(t("submit.link"), errors.url)}
          onChange={(event) => change("url", event.target.value)}
        />
        <SelectField
          label={t("submit.platform")}
          required
          options={PLATFORM_OPTIONS}
          value={post.platform}
          error={fieldMessage(t("submit.platform"), errors.platform)}
          onChange={(event) => change("platform", event.target.value as Platform)}
        />
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? t("submit.submitting") : t("submit.submit")}
        </Button>
      </Form>
    </Card>
  );
}
