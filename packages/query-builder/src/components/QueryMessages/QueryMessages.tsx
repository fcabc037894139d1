import { createContext, useContext } from 'react'
import { QUERY_MESSAGES, type QueryMessages } from '../../core/messages'

const QueryMessagesContext = createContext<QueryMessages>(QUERY_MESSAGES)

/** Gives the advanced query's button, dialog and editors their texts (SuperQuery's `messages`). */
export const QueryMessagesProvider = QueryMessagesContext.Provider

/** The advanced query's texts: Chinese unless a SuperQuery above gave others. */
export const useQueryMessages = (): QueryMessages => useContext(QueryMessagesContext)
