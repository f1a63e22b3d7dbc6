export { astToString, default } from "openapi-typescript";
