import { IconButton, Input, InputGroup, type InputProps } from "@chakra-ui/react";
import { forwardRef, useState } from "react";
import { useT } from "../i18n";
import { EyeIcon, EyeOffIcon } from "./icons";
import { uiMessages } from "./messages";

/** A password field with a show/hide toggle (spec §2.3). */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, "type">>(
  function PasswordInput(props, ref) {
    const [visible, setVisible] = useState(false);
    const t = useT(uiMessages);
    return (
      <InputGroup
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="xs"
            me="-2"
            aria-label={visible ? t("password.hide") : t("password.show")}
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </IconButton>
        }
      >
        <Input ref={ref} type={visible ? "text" : "password"} {...props} />
      </InputGroup>
    );
  },
);
