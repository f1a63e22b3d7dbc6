import { Button, type ButtonProps } from "@chakra-ui/react";
import { useNavigate } from "react-router";
import { useSession } from "../session";
import { LogOutIcon } from "./icons";

/** "Logout": ends the session, then goes home (replacing the page, so Back does not return to it). */
export function LogoutButton(props: Omit<ButtonProps, "onClick" | "children">) {
  const navigate = useNavigate();
  const { signOut } = useSession();
  return (
    <Button
      variant="outline"
      {...props}
      onClick={async () => {
        await signOut();
        navigate("/", { replace: true });
      }}
    >
      <LogOutIcon /> Logout
    </Button>
  );
}
