import styled from "@emotion/styled";
import { space } from "../../../ui/theme.ts";

// The auth forms stack their fields with one rhythm.
export const Form = styled.form`
  display: grid;
  gap: ${space.md};
`;
