// Staff reading and answering their clients' message threads (/clients). fr-CA.ts has the same keys.
export const messages = {
  "clientMessages.title": "Client messages",
  "clientMessages.backToDashboard": "Back to Dashboard",
  "clientMessages.loading": "Loading clients...",
  "clientMessages.failed": "We couldn't load your clients.",
  "clientMessages.none": "No clients yet",
  "clientMessages.clients": "Clients",
  "clientMessages.lastMessage": "Last message {date}",
  "clientMessages.noMessages": "No messages yet",
  "clientMessages.conversation": "Conversation with {name}",
  "clientMessages.threadFailed": "We couldn't load this conversation.",
  "clientMessages.loadingThread": "Loading messages...",
  "clientMessages.reply": "Reply to {name}",
  "clientMessages.notSent": "Message not sent",
  "clientMessages.checkConnection": "Please check your connection and try again.",
} as const;
