import { Button, type ButtonProps } from "@chakra-ui/react";
import { useNavigate } from "react-router";
import { useT } from "../i18n";
import { useSession } from "../session";
import { LogOutIcon } from "./icons";
import { uiMessages } from "./messages";

/** "Logout": ends the session, then goes home (replacing the page, so Back does not return to it). */
export function LogoutButton(props: Omit<ButtonProps, "onClick" | "children">) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  const t = useT(uiMessages);
  return (
    <Button
      variant="outline"
      {...props}
      onClick={async () => {
        await signOut();
        navigate("/", { replace: true });
      }}
    >
      <LogOutIcon /> {t("logout")}
    </Button>
  );
}
