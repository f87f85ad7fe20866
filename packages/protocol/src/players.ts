// The players API's messages (issue 13): zod at the boundary, shared by server and web.

export {};
